/**
 * The chat's accounts (CCH §3): avatar, name, label, time, message, type (phone or group), phone and group link.
 * They come from the element's JSON `accounts`, or from its child links, so the page reads well without the script:
 *
 *   <a href="https://wa.me/31301234567" data-label="Shop and orders">Studio Klei - shop</a>
 *   <a href="https://chat.whatsapp.com/AbC123" data-type="group">Workshop group</a>
 *
 * Nothing here touches the DOM at import; `accountsFromLinks` reads the nodes it is given.
 */
import { isRecord } from '../config/index.js';
import { groupLink, phoneDigits } from './link.js';

export interface ChatAccount {
  /** Shown as the account's heading; the link's text in markup. */
  name: string;
  /** A line under the name (`Shop and orders`). */
  label: string;
  /** A line about when it answers (`Replies within the hour`). */
  time: string;
  /** The account's greeting, shown at the top of its reply view. */
  message: string;
  /** A picture's address, loaded only once the box is open. */
  avatar: string;
  type: 'phone' | 'group';
  /** Digits only; empty for a group. */
  phone: string;
  /** The group's invitation link; empty for a phone account. */
  group: string;
}

/** Why an entry was left out, for a warning. */
export type Rejection = string;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The phone in a link to a chat: `tel:+31...`, `...?phone=31...` or a path ending in the number (`wa.me/31...`). */
function phoneOf(href: string, base?: string): string {
  try {
    const url = new URL(href, base);
    if (url.protocol === 'tel:') return phoneDigits(url.pathname);
    const query = url.searchParams.get('phone');
    if (query) return phoneDigits(query);
    const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^\+?[\d\s().-]+$/.test(decodeURIComponent(last)) ? phoneDigits(last) : '';
  } catch {
    return '';
  }
}

/** One account from loose fields, or why it cannot be one. `base` resolves a relative group link or avatar. */
export function toAccount(fields: Record<string, unknown>, base?: string): ChatAccount | Rejection {
  const name = text(fields.name);
  if (!name) return 'an account without a name';
  const type = text(fields.type) || 'phone';
  if (type !== 'phone' && type !== 'group')
    return `"${name}": type must be phone or group, got ${JSON.stringify(type)}`;
  const avatarText = text(fields.avatar);
  const account: ChatAccount = {
    name,
    label: text(fields.label),
    time: text(fields.time),
    message: text(fields.message),
    avatar: avatarText ? (groupLink(avatarText, base) ?? '') : '',
    type,
    phone: '',
    group: '',
  };
  if (type === 'group') {
    account.group = groupLink(text(fields.group), base) ?? '';
    return account.group ? account : `"${name}": a group account needs an http(s) group link`;
  }
  account.phone = phoneDigits(text(fields.phone));
  return account.phone ? account : `"${name}": a phone account needs a phone number with digits`;
}

/** The JSON `accounts`: a list of objects. Each entry that is not an account is left out and named in `rejected`. */
export function accountsFromJson(value: unknown, base?: string): { accounts: ChatAccount[]; rejected: Rejection[] } {
  const accounts: ChatAccount[] = [];
  const rejected: Rejection[] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    const account = isRecord(entry) ? toAccount(entry, base) : 'an entry that is not an object';
    if (typeof account === 'string') rejected.push(account);
    else accounts.push(account);
  }
  return { accounts, rejected };
}

/**
 * Accounts from links: the name is the link's text; `data-label`, `data-time`, `data-message` and `data-avatar`
 * add the rest. `data-type="group"` makes the link's address the group link; otherwise the phone is `data-phone`
 * or the number in the address (`https://wa.me/31301234567`, `tel:+31301234567`).
 */
export function accountsFromLinks(links: Iterable<HTMLAnchorElement>): {
  accounts: ChatAccount[];
  rejected: Rejection[];
} {
  const accounts: ChatAccount[] = [];
  const rejected: Rejection[] = [];
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const base = link.baseURI;
    const { label, time, message, avatar, type, phone } = link.dataset;
    const account = toAccount(
      {
        name: link.textContent?.replace(/\s+/g, ' '),
        label,
        time,
        message,
        avatar,
        type,
        phone: phone ?? phoneOf(href, base),
        group: href,
      },
      base,
    );
    if (typeof account === 'string') rejected.push(account);
    else accounts.push(account);
  }
  return { accounts, rejected };
}
