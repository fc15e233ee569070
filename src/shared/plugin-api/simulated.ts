/**
 * The node types without a run() of their own, each with the reason: the engine passes through them (simulatedStep),
 * saying what a live call would do and taking the configured mock answer. The plugin contract test holds every
 * definition to this list: a type either runs for real or is named here. The speech steps (watson_speech, cloud_stt)
 * are not here: the studio has no media platform, so what the caller says comes to them as text, which they take for
 * real (plugin-api/speech.ts).
 */
export const simulatedNodeTypes: Readonly<Record<string, string>> = {
  ai_custom_prompt: 'needs a generative AI platform; no profile of the studio gives it an endpoint',
  biometrics: 'needs a voice biometrics platform',
  knowledge_distiller: 'needs the contact-center platform and a generative AI platform',
  open_form: 'opens a form in the agent desktop of the contact-center platform',
  payment: 'needs a payment gateway',
  summarization: 'needs a generative AI platform',
};
