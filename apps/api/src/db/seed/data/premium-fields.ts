import type { SeedField } from './types';

// Premium-only "advanced customization options" (DESIGN.md §3): selects a free account sees
// disabled, each read through an 'option' field role so the choice changes the artwork.

/** Two per portrait product: the frame's finish and the light's mood. */
export const PREMIUM_PORTRAIT_FIELDS: SeedField[] = [
  {
    fieldName: 'frame_finish',
    fieldLabel: 'Frame Finish',
    fieldType: 'select',
    isRequired: false,
    isPremiumOnly: true,
    stepNumber: 2,
    placeholderText: 'Choose a finish',
    tooltipText: 'Premium: the finish of the painted frame.',
    options: ['Gilded Gold', 'Antique Silver', 'Rose Gold', 'Carved Walnut'],
  },
  {
    fieldName: 'light_mood',
    fieldLabel: 'Light',
    fieldType: 'select',
    isRequired: false,
    isPremiumOnly: true,
    stepNumber: 2,
    placeholderText: 'Choose the light',
    tooltipText: 'Premium: the time of day and mood of the light.',
    options: ['Dawn', 'Golden Hour', 'Candlelight', 'Moonlight'],
  },
];

/** The vision board's accent palette. */
export const PREMIUM_BOARD_FIELDS: SeedField[] = [
  {
    fieldName: 'accent_palette',
    fieldLabel: 'Accent Colours',
    fieldType: 'select',
    isRequired: false,
    isPremiumOnly: true,
    stepNumber: 2,
    placeholderText: 'Choose accent colours',
    tooltipText: 'Premium: the colours of the cards, pins and banner.',
    options: ['Blush & Gold', 'Sage & Cream', 'Ocean Blue', 'Sunset Coral'],
  },
];
