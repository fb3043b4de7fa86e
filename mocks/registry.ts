// Named actions of the embedded backend. One MSW route receives every POST /mmc/mrpay/<Action> and hands it to
// the action registered here, so generic resource handlers and hand-written ones share one envelope.
import type { UserAccount } from './db/types';

export interface ActionContext {
  body: Record<string, unknown>;
  /** The signed-in user, for actions that need a session. */
  user: UserAccount;
  token: string;
  request: Request;
}

export interface PublicActionContext extends Omit<ActionContext, 'user' | 'token'> {
  user?: UserAccount;
  token?: string;
}

export interface ActionAnswer {
  body?: Record<string, unknown>;
  /** A new session token to send back in the token header (login). */
  token?: string;
  /** What a generic (resource-served) action did: which use of which resource (mocks/auditTrail.ts records it). */
  done?: { kind: string; resource: string };
}

export type ActionHandler = (context: ActionContext) => Promise<ActionAnswer | void> | ActionAnswer | void;
export type PublicActionHandler = (context: PublicActionContext) => Promise<ActionAnswer | void> | ActionAnswer | void;

export interface RegisteredAction {
  name: string;
  public: boolean;
  handle: (context: PublicActionContext) => Promise<ActionAnswer | void> | ActionAnswer | void;
}

const actions = new Map<string, RegisteredAction>();

/** An action that needs a signed-in session. */
export const defineAction = (name: string, handle: ActionHandler): void => {
  actions.set(name, { name, public: false, handle: handle as RegisteredAction['handle'] });
};

/** An action callable before login (keys, login, sign-up OTP…). */
export const definePublicAction = (name: string, handle: PublicActionHandler): void => {
  actions.set(name, { name, public: true, handle });
};

export const findAction = (name: string): RegisteredAction | undefined => actions.get(name);

export const actionNames = (): string[] => [...actions.keys()].sort();
