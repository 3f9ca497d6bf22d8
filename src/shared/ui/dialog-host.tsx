import { X } from 'lucide-react';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../store/store';
import { selectLoading, selectSplash } from './ui-slice';

export type DialogOptions = {
  title: string;
  render: (close: () => void) => ReactNode;
  closeOnBackdrop?: boolean;
  /** CSS width; 750px unless told otherwise. */
  width?: string;
  maxHeight?: string;
  onClose?: () => void;
};

type OpenDialog = DialogOptions & { key: number; close: () => void };

type DialogApi = {
  open: (options: DialogOptions) => () => void;
  /**
   * Shows `options` in the place of the dialog that `close` closes, in the same open <dialog>:
   * the page is never shown between the two, nor made inert again (a whole page's styles). The
   * returned function closes it; a dialog already closed is opened afresh.
   */
  replace: (close: () => void, options: DialogOptions) => () => void;
};

const DialogContext = createContext<DialogApi | null>(null);

export const defaultDialogWidth = '750px';

/**
 * Holds the dialogs opened below it and renders them there in the React tree, through a portal
 * into document.body: a dialog reads every context of the place that opened it (a route's own
 * context, the router), while its element stays out of the page's layout. The app's root route
 * holds one (src/app/app-root.tsx); a route whose pages read a context of their own holds
 * another below that context (the PASS area), and the nearest one opens the dialog
 * (docs/adr/0023-shared-ui-kit.md).
 */
export function DialogHostProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const nextKey = useRef(1);
  const keyOfClose = useRef(new WeakMap<() => void, number>());

  const api = useMemo<DialogApi>(() => {
    /** The one close of a dialog's place, given to its opener, its content and its buttons. */
    const placeOf = (key: number) => {
      const close = () => setDialogs((current) => current.filter((dialog) => dialog.key !== key));
      keyOfClose.current.set(close, key);
      return close;
    };
    return {
      open(options) {
        const key = nextKey.current++;
        const close = placeOf(key);
        // Drawn in a transition: the press that opens a dialog is painted at once, and the
        // dialog's render, its showModal and its focus follow in tasks of their own (a 17 ms
        // event at full speed for a PASS session's details, docs/adr/0029-low-tier-first-steps.md).
        // A close stays urgent.
        startTransition(() => setDialogs((current) => [...current, { ...options, key, close }]));
        return close;
      },
      replace(closeReplaced, options) {
        const replacedKey = keyOfClose.current.get(closeReplaced);
        const key = replacedKey ?? nextKey.current++;
        const close = replacedKey === undefined ? placeOf(key) : closeReplaced;
        const dialog = { ...options, key, close };
        startTransition(() =>
          setDialogs((current) =>
            current.some((open) => open.key === key)
              ? current.map((open) => (open.key === key ? dialog : open))
              : [...current, dialog],
          ),
        );
        return close;
      },
    };
  }, []);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {dialogs.map((dialog) =>
        createPortal(
          <ModalDialog dialog={dialog} onClosed={dialog.close} />,
          document.body,
          dialog.key,
        ),
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs outside DialogHostProvider');
  return api;
}

/**
 * How long a load may hide the open dialogs (docs/spec/administration.md 2.4). Past it the answer
 * is slow, and the dialog shows again with its own progress: a member is never left in front of a
 * faded page that takes no click for several seconds (docs/adr/0005-dialogs-while-loading.md).
 */
export const dialogHiddenLoadLimitMs = 1000;

/** True while a load has lasted less than `dialogHiddenLoadLimitMs`. */
function useBriefLoad(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setSlow(true), dialogHiddenLoadLimitMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return loading && !slow;
}

/**
 * A native modal <dialog>: the browser traps focus and makes the page inert; focus goes back to
 * the element that opened it. It fades out (without losing focus) while the app splashes or a
 * load is brief, and shows again once the load turns slow.
 */
function ModalDialog({ dialog, onClosed }: { dialog: OpenDialog; onClosed: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const briefLoad = useBriefLoad(useAppSelector(selectLoading));
  const splash = useAppSelector(selectSplash);
  const hidden = briefLoad || splash;
  const { onClose } = dialog;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      onClose?.();
      opener?.focus();
    };
  }, [onClose]);

  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const { render } = dialog;
  useEffect(() => {
    const element = ref.current;
    // Content put in the place of another (DialogApi.replace) took the focused control with it:
    // the focus stays in the dialog, on its close button, until the new content moves it.
    if (element?.open && !element.contains(document.activeElement)) {
      closeButtonRef.current?.focus();
    }
  }, [render]);

  return (
    // Backdrop clicks are a pointer shortcut; the keyboard closes with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal${hidden ? ' modal--hidden' : ''}`}
      aria-labelledby={titleId}
      style={{
        width: `min(${dialog.width ?? defaultDialogWidth}, 95vw)`,
        maxHeight: dialog.maxHeight,
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClosed();
      }}
      onClick={(event) => {
        if (dialog.closeOnBackdrop && event.target === event.currentTarget) onClosed();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {dialog.title}
        </h2>
        <button
          ref={closeButtonRef}
          type="button"
          className="modal__close"
          aria-label="Fermer"
          onClick={onClosed}
        >
          <X aria-hidden="true" focusable="false" size={20} />
        </button>
      </div>
      <div className="modal__body">{dialog.render(onClosed)}</div>
    </dialog>
  );
}
