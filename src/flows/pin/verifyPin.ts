// VerifyPasscodeTrans: the PIN leaves the browser encrypted with the server's key and a one-time number.
import { callAction, encryptSecret } from '../../transport/client';

/** The default authTxCode: a plain PIN check (spec 002 §7.4). */
export const PIN_CHECK = 'PIN_CHECK';

export const verifyPin = async (pin: string, authTxCode: string = PIN_CHECK): Promise<void> => {
  const { randomNo } = await callAction('QryRandomNo', {}, { hideErrMsg: true });
  await callAction('VerifyPasscodeTrans', { passcode: await encryptSecret(pin, randomNo), randomNo, authTxCode }, { hideErrMsg: true });
};
