/**
 * Single sign-on (spec 1 §2, §7): the spec shows no texts for these but the two sub-domain answers
 * (messages-core.ts), so they are ours. None names a secret, a code or a token.
 */
export const ssoMessages = {
  sso: {
    /** Spec 3 §6. */
    externalProfile: 'Users managed by the external provider cannot open My Profile.',
    unknownProvider: 'This identity provider does not exist or is disabled.',
    otherProvider: 'This identity provider belongs to another service provider.',
    incomplete: 'The identity provider needs an issuer, a client id and a client secret.',
    firstSignInAccess: 'A first sign-in needs a role to give.',
    roleLevel: 'The role given at a first sign-in must be a service-provider or account role.',
    issuerUnreachable: 'The identity provider at :host could not be reached: :reason',
    issuerNoAnswer: 'The identity provider at :host did not answer within :seconds s.',
    issuerPrivate: 'The identity provider at :host is on a private address the studio may not call.',
    issuerInvalid: 'The identity provider at :host did not answer as an OpenID Connect provider.',
    stateUnknown: 'This sign-in link is unknown, has expired or was already used. Start the sign-in again.',
    nonceMismatch: 'The identity provider answered for another sign-in (nonce mismatch). Start the sign-in again.',
    codeRefused: 'The identity provider refused the sign-in code (expired or already used). Start the sign-in again.',
    signatureInvalid: "The identity provider's token is not signed by its published keys.",
    providerError: 'The identity provider ended the sign-in: :reason',
    tokenInvalid: "The identity provider's answer could not be checked: :reason",
    noEmail: 'The identity provider sent no e-mail address in the claim :claim.',
    notInvited: 'No user of this service provider has the e-mail address :email. Ask your administrator for an invitation.',
    notThisProvider: 'The user :email does not belong to this service provider.',
    userDisabled: 'This user is disabled or inactive.',
    wrongHost: 'This identity provider does not sign in to this sub-domain.',
  },
} as const;
