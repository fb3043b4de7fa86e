// Whether SendOtp / UnLoginSendOtp say which code they "sent" (demoOtp). A convenience for a person trying the demo
// on their own machine (the login page's demo hint, the OTP dialog in demo mode): a server others can reach must
// not hand out the codes that prove possession of a phone (issue: account takeover). Off on such a server unless
// MOCK_DEMO_CODES=1; the browser backend and a loopback server keep it on.
let shown = true;

export const setDemoCodesShown = (value: boolean): void => {
  shown = value;
};

export const demoCodesShown = (): boolean => shown;
