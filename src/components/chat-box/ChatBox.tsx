/** Rendering only: the box (a non-modal dialog named by its heading), the accounts, the reply view and its field. */
import type { ChatAccount } from '../../core/chat/accounts.js';
import { fillMessage } from '../../core/config/index.js';
import type { PbElement } from '../element/index.js';
import type { ChatBoxElement, ChatBoxProps } from './props.js';
import { useChatBox } from './useChatBox.js';

export type ChatBoxComponentProps = ChatBoxProps & { host: PbElement };

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The picture loads only now that the box is open, and lazily; without one, the name's initials. */
function Avatar({ account }: { account: ChatAccount }) {
  return account.avatar ? (
    <img part="avatar" src={account.avatar} alt="" width={44} height={44} loading="lazy" decoding="async" />
  ) : (
    <span part="avatar" aria-hidden="true">
      {initials(account.name)}
    </span>
  );
}

const CLOSE = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';
const BACK = 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z';
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} />
  </svg>
);

export function ChatBox({ host, ...props }: ChatBoxComponentProps) {
  const c = useChatBox(host as ChatBoxElement, props);
  const { text, reply, account } = c;
  const size = c.fit.mobile ? { height: `${c.fit.body}px` } : { maxHeight: `${c.fit.body}px` };
  const newWindow = <span className="visually-hidden"> {text.newWindow}</span>;
  return (
    <>
      {/* The launcher's child links, read for the accounts; never shown here. */}
      <slot ref={c.refs.slot} hidden />
      <div
        part={c.timedOut ? 'box timed-out' : 'box'}
        role="dialog"
        aria-labelledby="title"
        aria-describedby={c.shown && c.timedOut ? 'notice' : undefined}
        hidden={!c.shown}
        data-phase={c.phase}
        data-position={props.position}
        data-mobile={c.fit.mobile ? '' : undefined}
        onKeyDown={c.onBoxKey}
      >
        <div part="header" ref={c.refs.header}>
          <h2 part="title" id="title">
            {text.title}
          </h2>
          <p part="intro">{text.intro}</p>
          <button part="close-button" type="button" aria-label={text.close} onClick={c.close}>
            <Icon d={CLOSE} />
          </button>
        </div>
        {c.shown && (
          <div part="body" style={size}>
            {c.timedOut && c.notice && (
              <p part="notice" id="notice">
                {c.notice}
              </p>
            )}
            {reply && account ? (
              <div part={c.texting ? 'reply texting' : 'reply'} data-phase={reply.phase}>
                <button part="previous-button" type="button" onClick={c.previous}>
                  <Icon d={BACK} />
                  {text.previous}
                </button>
                <div part="message">
                  <Avatar account={account} />
                  <div>
                    <p part="account-name">{account.name}</p>
                    {account.message && <p>{account.message}</p>}
                  </div>
                </div>
              </div>
            ) : (
              <ul part="accounts" aria-label={text.accounts} ref={c.refs.list} onKeyDown={c.onListKey}>
                {c.accounts.map((a, i) => (
                  <li key={`${i}:${a.name}`}>
                    <button
                      part="account"
                      type="button"
                      aria-disabled={c.timedOut ? 'true' : undefined}
                      onClick={() => c.openAccount(i)}
                    >
                      <Avatar account={a} />
                      <span part="account-name">{a.name}</span>
                      {a.label && <span part="account-label">{a.label}</span>}
                      {a.time && <span part="account-time">{a.time}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div part="footer" ref={c.refs.footer}>
          {c.shown && reply && account?.type === 'phone' && (
            <>
              <label className="visually-hidden" htmlFor="reply-field">
                {fillMessage(text.reply, { name: account.name })}
              </label>
              <textarea
                part="reply-field"
                id="reply-field"
                ref={c.refs.replyStart as never}
                rows={2}
                placeholder={text.placeholder}
                value={c.message}
                onChange={(event) => c.setMessage(event.target.value)}
                onKeyDown={c.onFieldKey}
              />
              <a
                part="send-link"
                ref={c.refs.send}
                href={c.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={c.onSend}
              >
                {text.send}
                {newWindow}
              </a>
            </>
          )}
          {c.shown && reply && account?.type === 'group' && (
            <a
              part="send-link"
              ref={(el) => {
                c.refs.send.current = el;
                c.refs.replyStart.current = el;
              }}
              href={c.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={c.onSend}
            >
              {text.join}
              {newWindow}
            </a>
          )}
        </div>
      </div>
    </>
  );
}
