/** System settings and the loaded configuration (spec 3 §3 Messages and settings): the spec shows no texts, so they are ours. */
export const systemMessages = {
  system: {
    settingUnknown: 'There is no system setting with this id.',
    settingRange: 'The value must be a whole number from :min to :max.',
  },
} as const;
