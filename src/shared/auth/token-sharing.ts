/**
 * Tabs of one browser renew their tokens one at a time and share the result (docs/adr/0020):
 * a Web Lock lets one tab refresh while the others wait; the tab that refreshed posts the fresh
 * tokens on a BroadcastChannel, in memory only (never in storage, as 0020 says). Where
 * either API is missing, each tab renews on its own, as before.
 */
export type SharedTokens = {
  token: string;
  refreshToken: string;
  idToken?: string;
  /** The account (the token's `sub`) and the access token's expiry, in seconds. */
  subject: string;
  expiresAt: number;
};

type Message =
  | { type: 'tokens'; tokens: SharedTokens }
  | { type: 'ask'; subject: string; expiresAt: number }
  | { type: 'hello' }
  | { type: 'here' };

const lockName = 'portal-token-renewal';
const channelName = 'portal-tokens';
/** How long a tab that got the lock waits for another tab's fresher tokens before refreshing. */
export const askWaitMs = 200;

/** Tokens from another tab are taken when they are the same account's and live longer. */
export function isFresher(current: { subject?: string; expiresAt?: number }, shared: SharedTokens) {
  return current.subject === shared.subject && shared.expiresAt > (current.expiresAt ?? 0);
}

export type TokenSharing = {
  /** Runs `renew` while no other tab of this browser renews. */
  exclusively<T>(renew: () => Promise<T>): Promise<T>;
  publish(tokens: SharedTokens): void;
  /** Asks the other tabs for fresher tokens than these; resolves once answered or after a moment. */
  askOthers(subject: string, expiresAt: number): Promise<void>;
};

export function createTokenSharing(
  mine: () => SharedTokens | undefined,
  adopt: (tokens: SharedTokens) => void,
): TokenSharing {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  /** No other tab has spoken yet: nobody to ask, no reason to wait. */
  let othersSeen = false;
  let answered: (() => void) | undefined;

  const post = (message: Message) => channel?.postMessage(message);

  if (channel) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      othersSeen = true;
      const message = event.data;
      if (message.type === 'hello') post({ type: 'here' });
      if (message.type === 'tokens') {
        adopt(message.tokens);
        answered?.();
      }
      if (message.type === 'ask') {
        const tokens = mine();
        if (tokens && isFresher(message, tokens)) post({ type: 'tokens', tokens });
      }
    };
    post({ type: 'hello' });
  }

  return {
    exclusively<T>(renew: () => Promise<T>) {
      return locks ? (locks.request(lockName, renew) as Promise<T>) : renew();
    },
    publish(tokens) {
      post({ type: 'tokens', tokens });
    },
    askOthers(subject, expiresAt) {
      if (!channel || !othersSeen) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          answered = undefined;
          resolve();
        };
        const timer = setTimeout(done, askWaitMs);
        answered = done;
        post({ type: 'ask', subject, expiresAt });
      });
    },
  };
}
