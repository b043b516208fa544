import type { BlueprintRef } from '@atelier/shared/schemas/admin-products';
import { createContext, useContext } from 'react';

// The saved product's live blueprint, for the form builder's role lines (null: a new product,
// whose starter blueprint reads every field by its type).
export const ActiveBlueprintContext = createContext<BlueprintRef | null>(null);

export const useActiveBlueprint = () => useContext(ActiveBlueprintContext);
