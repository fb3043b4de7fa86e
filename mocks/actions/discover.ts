// Discover Deals sign-in (spec 002 §7.5): SetDiscoverAuth exchanges the console session for the deal service's
// bearer token. Payload sessionValue (the console session token), neoUserType MERCHANT, userValue (the merchant
// id); success is code 200 with data.token.accessToken and refreshToken, inside the usual envelope. The tokens
// are what mocks/dealService.ts accepts.
import { now } from '../clock';
import { requireAnyCode } from '../access';
import { text } from '../body';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { runtime } from '../state';

/** How long an access token lasts (shorter than an idle console session); the console asks for a new one when the service refuses it. */
export const DEAL_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Discover Deals (2301) and the provider-side deal set-up (2302). */
const DISCOVER_CODES = ['2301', '2302'];

const invalid = (field: string) => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });

defineAction('SetDiscoverAuth', ({ body, user, token }) => {
  // The code first: a user without it learns nothing about the request's values.
  requireAnyCode(user, DISCOVER_CODES);
  const sessionValue = text(body, 'sessionValue');
  const neoUserType = text(body, 'neoUserType');
  const userValue = text(body, 'userValue');
  if (neoUserType !== 'MERCHANT') throw invalid('neoUserType');
  if (sessionValue !== token) throw invalid('sessionValue');
  if (userValue !== user.mercId) throw invalid('userValue');
  const accessToken = `dsa_${crypto.randomUUID().replace(/-/g, '')}`;
  const refreshToken = `dsr_${crypto.randomUUID().replace(/-/g, '')}`;
  runtime().dealTokens[accessToken] = { usrNo: user.usrNo, mercId: user.mercId, expiresAt: now() + DEAL_TOKEN_TTL_MS, session: token };
  return { body: { code: 200, message: 'Success', data: { token: { accessToken, refreshToken } } } };
});
