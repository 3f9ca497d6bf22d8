import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';

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
      <button type="submit" className="button button--primary" disabled={empty}>
        <SendHorizontal aria-hidden="true" size={18} />
        <span>Envoyer</span>
      </button>
    </form>
  );
}
