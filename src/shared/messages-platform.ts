/**
 * The contact-center platform: the spec shows no texts for these, so they are ours. None names a token, a key or a
 * secret; a platform's answer is named by its status.
 */
export const platformMessages = {
  platform: {
    notConfigured: 'This service provider has no contact-center platform.',
    incomplete: 'The contact-center platform needs an address, an API token and a launch key.',
    noDomain: 'This account has no contact-center domain.',
    refused: 'The contact-center platform at :host refused the API token (it answered :status).',
    failed: 'The contact-center platform at :host answered :status.',
    notJson: 'The contact-center platform at :host did not answer a list (page :page).',
    unreachable: 'The contact-center platform at :host could not be reached: :reason',
    noAnswer: 'The contact-center platform at :host did not answer within :seconds s.',
    privateAddress: 'The contact-center platform at :host is on a private address the studio may not call.',
    loopingPages:
      'The contact-center platform at :host sent the same next page twice (page :page): the read was stopped and nothing was kept.',
    tooManyPages: 'The contact-center platform at :host sent more than :max pages: the read was stopped and nothing was kept.',
    otherHost: 'The contact-center platform at :host sent a next page on another host: the read was stopped and nothing was kept.',
    connectionOk: 'The contact-center platform answered :status: :count :kind on the first page of domain :domain.',
    noDomainToTest: "None of this service provider's accounts has a contact-center domain to read.",
    launchUnknown: 'This service provider does not sign in through a contact-center platform.',
    launchProvider: 'Name the service provider to sign in to.',
    launchInvalid: "The contact-center platform's token could not be checked: :reason",
    launchExpired: "The contact-center platform's token has expired.",
    launchSignature: "The contact-center platform's token is not signed with this service provider's key.",
    launchReplayed: "The contact-center platform's token was already used. Sign in from the platform again.",
    launchNoEmail: "The contact-center platform's token carries no e-mail address.",
    refreshed: 'The contact-center platform data was read again.',
  },
} as const;
