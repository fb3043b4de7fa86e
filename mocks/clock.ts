// The mock's notion of now; tests move it instead of waiting out a 60-second OTP countdown.
let offsetMs = 0;

export const now = (): number => Date.now() + offsetMs;

export const advanceClock = (ms: number): void => {
  offsetMs += ms;
};

export const resetClock = (): void => {
  offsetMs = 0;
};
