import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import type { Face } from './fonts';

// A type set (a blueprint version's studio setting) decides the faces the words are set in.
// Every piece of text names the face its role has in the classic set; the set maps it:
// 'classic' = today's faces (display serif titles over the serif text face), 'serif' = the
// serif text face (Lora) where the display face was, 'modern' = the sans (Source Sans 3) for
// titles, verses, lines and cards. Small labels (dates, references, the focus ribbon) are in
// the sans already.

const TYPE_FACES: Record<TypeSet, Record<Face, Face>> = {
  classic: { display: 'display', serif: 'serif', 'serif-italic': 'serif-italic', sans: 'sans' },
  serif: { display: 'serif', serif: 'serif', 'serif-italic': 'serif-italic', sans: 'sans' },
  modern: { display: 'sans', serif: 'sans', 'serif-italic': 'sans', sans: 'sans' },
};

/** The face a piece whose classic face is `face` is set in under `type`. */
export function faceIn(type: TypeSet, face: Face): Face {
  return TYPE_FACES[type][face];
}
