import { PORTRAIT_STYLES } from './styles';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

export const sacredMilestone: SeedProduct = {
  slug: 'sacred-milestone',
  title: 'Sacred Milestone Portrait',
  description:
    'Weddings, anniversaries, baptisms and first communions: mark the day with a glowing portrait that carries the names, the date and a blessing.',
  category: 'celebrations',
  sampleImage: { name: 'sacred-milestone-sample', kind: 'portrait', seed: 4, ...THUMB, subject: 'couple', caption: 'Two Become One', subcaption: 'June 14' },
  heroBeforeImage: { name: 'sacred-milestone-before', kind: 'photo', seed: 4, ...HERO, subject: 'couple' },
  heroAfterImage: { name: 'sacred-milestone-after', kind: 'portrait', seed: 4, ...HERO, subject: 'couple', caption: 'Two Become One', subcaption: 'Ecclesiastes 4:12' },
  benefitsCardImage: { name: 'sacred-milestone-card', kind: 'portrait', seed: 11, ...CARD, subject: 'couple', style: 'watercolor', caption: 'Forever' },
  heroBulletPoints: [
    'Made for weddings, anniversaries and baptisms',
    'Names and date engraved on a golden plaque',
    'A thoughtful gift that arrives ready to frame',
    'Delivered digitally in minutes, canvas on request',
  ],
  heroButtonText: 'Create My Milestone Portrait',
  heroBadgeText: 'Perfect Wedding Gift',
  personalizeSectionTitle: 'Personalize Your Milestone Portrait',
  personalizeSectionSubtitle: 'Share the photo, the names and the day worth remembering.',
  personalizeFormTitle: 'About the Occasion',
  benefitsSectionTitle: 'A Day Worth Remembering, Beautifully',
  benefitsSectionSubtitle: 'Some days deserve more than a photo album.',
  benefits: [
    { title: 'For Every Sacred Day', description: 'Weddings, vow renewals, baptisms, first communions and golden anniversaries.' },
    { title: 'Names and Date in Gold', description: 'Every detail of the day set on the plaque, exactly as you write it.' },
    { title: 'A Gift in Minutes', description: 'Forgot the gift? Create it tonight and download it right away.' },
    { title: 'Guaranteed to Delight', description: 'If they do not love it, we will remake it or refund you within 30 days.' },
  ],
  benefitsCardTitle: 'Celebrate What God Has Joined',
  benefitsCardDescription: 'An heirloom for the couple, the family and the generations still to come.',
  fields: [
    { fieldName: 'photo', fieldLabel: 'Photo of the Occasion', fieldType: 'image', isRequired: true, stepNumber: 1, tooltipText: 'A photo of the couple or the child, faces clearly visible.' },
    { fieldName: 'names', fieldLabel: 'Names', fieldType: 'text', isRequired: true, stepNumber: 1, placeholderText: 'e.g. Daniel & Sarah' },
    {
      fieldName: 'occasion',
      fieldLabel: 'Occasion',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'Choose the occasion',
      options: ['Wedding', 'Anniversary', 'Vow Renewal', 'Engagement', 'Baptism', 'First Communion'],
    },
    { fieldName: 'occasion_date', fieldLabel: 'Date', fieldType: 'text', isRequired: false, stepNumber: 1, placeholderText: 'e.g. June 14, 2025' },
    { fieldName: 'art_style', fieldLabel: 'Art Style', fieldType: 'visual_selector', isRequired: true, stepNumber: 2, options: PORTRAIT_STYLES },
    { fieldName: 'message', fieldLabel: 'Message or Verse', fieldType: 'textarea', isRequired: false, stepNumber: 2, placeholderText: 'A cord of three strands is not quickly broken.' },
    { fieldName: 'gift_note', fieldLabel: 'Add a printable gift card', fieldType: 'checkbox', isRequired: false, stepNumber: 2 },
  ],
};
