import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';

/** 'tapez votre message...'; Enter or the button sends; the button is disabled while empty (5.9). */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form className="message-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="chat-message-input">
        Votre message
      </label>
      <input
        id="chat-message-input"
        className="message-composer__input"
        type="text"
        autoComplete="off"
        placeholder="tapez votre message..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={5000}
      />
      {/* Disabled, not only aria-disabled, while empty: 5.9 says so, and the journeys read it. */}
      <Button type="submit" variant="primary" disabled={empty}>
        <SendHorizontal aria-hidden="true" size={18} />
        <span>Envoyer</span>
      </Button>
    </form>
  );
}
