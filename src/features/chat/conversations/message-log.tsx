import {
  Fragment,
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { defaultAvatarUrl } from '@/shared/ui/profile-avatar';
import type { ChatMessage } from '../api/schemas';
import { messageKey } from '../api/merge-messages';
import { deliveryLabels, type Delivery } from '../rules/delivery';
import { dayKey, dayLabel, messageTime, senderName } from '../rules/message-format';

/**
 * The newest messages first drawn; older ones on demand, a page at a time: a 2,000-message
 * history opens with every task under 100 ms on a slow CPU (scripts/bench-chat-open.mjs).
 */
export const firstPageSize = 30;
export const olderPageSize = 50;

type Props = {
  messages: readonly ChatMessage[];
  ownProfileId: number;
  /** What this page sent, by clientMessageId: saved yet or not. */
  deliveries?: ReadonlyMap<string, Delivery>;
};

/**
 * An accessible log (role log, polite): new messages are announced, the history is not. The
 * region stays silent (aria-live off) while a history is drawn, and becomes polite after it.
 */
export function MessageLog({ messages, ownProfileId, deliveries }: Props) {
  const [shown, setShown] = useState(firstPageSize);
  const [announcing, setAnnouncing] = useState(false);
  const scroller = useRef<HTMLElement>(null);
  const lastKey = useRef<string | undefined>(undefined);
  // The distance to the bottom when older messages were asked for, kept until they are drawn.
  const keptFromBottom = useRef<number | undefined>(undefined);
  const visible = messages.slice(Math.max(0, messages.length - shown));
  const hiddenCount = messages.length - visible.length;
  const newest = messages.at(-1);
  const newestKey = newest ? messageKey(newest) : undefined;

  // Scroll to the bottom after loading and when a new message arrives at the end.
  useLayoutEffect(() => {
    if (newestKey === lastKey.current) return;
    lastKey.current = newestKey;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestKey]);

  // The history is in place: from now on additions are announced.
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncing(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  // Older messages drawn: the reader stays on the message he was reading, and the additions are
  // not announced (the region was silent while they were inserted).
  useLayoutEffect(() => {
    const element = scroller.current;
    const fromBottom = keptFromBottom.current;
    if (!element || fromBottom === undefined) return;
    keptFromBottom.current = undefined;
    element.scrollTop = element.scrollHeight - fromBottom;
    const timer = window.setTimeout(() => setAnnouncing(true), 0);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const showOlder = () => {
    const element = scroller.current;
    keptFromBottom.current = element ? element.scrollHeight - element.scrollTop : 0;
    setAnnouncing(false);
    // A transition: drawing a page of messages may be cut into short tasks.
    startTransition(() => setShown((count) => count + olderPageSize));
  };

  return (
    <section
      className="message-log"
      ref={scroller}
      // A scrolling history must be reachable with the keyboard to scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label="Fil de la conversation"
    >
      {hiddenCount > 0 && (
        <Button variant="secondary" className="message-log__older" onClick={showOlder}>
          Afficher les messages précédents
        </Button>
      )}
      <div role="log" aria-live={announcing ? 'polite' : 'off'} aria-label="Messages">
        {visible.length === 0 && (
          <EmptyState className="message-log__empty">Aucun message</EmptyState>
        )}
        <ol className="message-log__list">
          {visible.map((message, index) => {
            const day = dayKey(message.createdAt);
            const newDay = index === 0 || dayKey(visible[index - 1]?.createdAt ?? '') !== day;
            return (
              <Fragment key={messageKey(message)}>
                {newDay && day && (
                  <li className="message-log__day">
                    <time dateTime={day}>{dayLabel(message.createdAt, new Date())}</time>
                  </li>
                )}
                <MessageItem
                  message={message}
                  own={message.idProfile === ownProfileId}
                  delivery={
                    message.clientMessageId ? deliveries?.get(message.clientMessageId) : undefined
                  }
                />
              </Fragment>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

const MessageItem = memo(function MessageItem({
  message,
  own,
  delivery,
}: {
  message: ChatMessage;
  own: boolean;
  delivery: Delivery | undefined;
}) {
  return (
    <li className={own ? 'message message--own' : 'message'}>
      <img
        className="avatar message__avatar"
        src={message.profilePicture ?? defaultAvatarUrl}
        alt=""
        width={32}
        height={32}
        loading="lazy"
      />
      <div className="message__bubble">
        <p className="message__meta">
          <span className="message__sender">{senderName(message)}</span>{' '}
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        </p>
        <p className="message__text">{message.message}</p>
        {delivery && <p className="message__delivery">{deliveryLabels[delivery]}</p>}
      </div>
    </li>
  );
});
