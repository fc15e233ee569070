// Without zod: the signed-in shell reads this list (the realtime refresh of the content library's answers).
/** Content models as the calls name them (content_model), with the names shown to users (spec 2 §3). */
export const contentModelLabels = {
  Prompt: 'prompt',
  Variable: 'variable',
  FormType: 'form type',
  OpenFormType: 'open form type',
  DynamicFormType: 'dynamic form type',
  DataStore: 'data store',
  AttachmentFile: 'file',
  HolidaySchedule: 'holiday schedule',
  JavascriptFunction: 'javascript function',
  Intent: 'intent',
} as const;
export type ContentModel = keyof typeof contentModelLabels;
export const contentModels = Object.keys(contentModelLabels) as [ContentModel, ...ContentModel[]];
