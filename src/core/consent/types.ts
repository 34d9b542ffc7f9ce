/**
 * The consent manager's shared shapes (CCH §3 "Consent", §4, §7). Every
 * consent module and the banner UI code against these, so the pieces can be
 * built and tested apart.
 */

export type Category = 'functional' | 'preferences' | 'statistics' | 'marketing';
/** The categories a visitor can choose; functional is always allowed. */
export type OptionalCategory = Exclude<Category, 'functional'>;
export const CATEGORIES: readonly Category[] = ['functional', 'preferences', 'statistics', 'marketing'];
/** Every category but functional, which is always allowed. */
export const OPTIONAL_CATEGORIES = CATEGORIES.slice(1) as readonly OptionalCategory[];

export type ConsentType = 'optin' | 'optout' | 'other';
/** A stored category value. '' means "never chosen". */
export type CookieValue = 'allow' | 'deny' | '';
export type BannerStatus = 'show' | 'dismissed' | '';

export interface PageLink {
  url: string;
  title: string;
}

/** A named third-party service the page can block on its own (`data-service`). */
export interface ServiceInfo {
  name: string;
  category: Category;
  /** Shown on the service checkbox and the placeholder button; the name when missing. */
  label?: string;
}

/**
 * The consent configuration in force: the `consent` object of the page config
 * (`<script type="application/json" id="pb-config">`), with the banner data
 * call's answer merged over it. Names are the spec's wire names.
 */
export interface ConsentConfig {
  consenttype: ConsentType;
  region: string;
  geoip: boolean;
  store_consent: boolean;
  clean_cookies: boolean;
  dismiss_on_scroll: boolean;
  /** ms; 0 means never. */
  dismiss_timeout: number;
  forceEnableStats: boolean;
  soft_cookiewall: boolean;
  tcf_active: boolean;
  do_not_track_enabled: boolean;
  /** Cookies the page wants set on a marketing decision: name -> [value when allowed, value when denied]. */
  set_cookies: Record<string, [string, string]>;
  /** region -> link kind (e.g. "cookie-statement") -> link. */
  page_links: Record<string, Record<string, PageLink>>;
  /** Banner CSS URL template with `{type}` and `{banner_id}` placeholders. */
  css_file: string;
  user_banner_id: string;
  current_policy_id: string;
  cookie_path: string;
  cookie_domain: string;
  set_cookies_on_root: boolean;
  version: string;
  banner_version: string;
  /** Endpoint base for banner, track, cookie_data, manage_consent_html; ends with '/'. */
  url: string;
  /** Base for `{consent_area_url}/consent-area/{post_id}/{block_id}` (a trailing '/' is ignored). */
  consent_area_url: string;
  locale: string;
  /**
   * The region's banner texts in `locale`, from the banner call only (CCH §7): title, message, accept, deny,
   * view_preferences, save_preferences, manage_consent, close and categories.{name}.{title,description}.
   * Carried unchecked; the banner reads the strings it knows (`bannerMessages`).
   */
  texts?: Record<string, unknown>;
  /** Cookie lifetime in days. */
  cookie_expiry: number;
  /** Cookie name prefix; `cmplz_` honours cookies written by the plugin the spec describes. */
  prefix: string;
  /** Placeholder notice text for blocked content. */
  placeholdertext: string;
  services: ServiceInfo[];
  /** false: no banner at all ("a missing or disabled banner is not shown"). */
  banner_enabled: boolean;
  /** RegExp source matched against the user agent; a match counts as a bot. */
  bot_pattern: string;
  /** Rescan for blocked content every 2000 ms (content added by ajax). */
  ajax_blocking: boolean;
  /** Push Google Consent Mode v2 `consent` commands. */
  consent_mode: boolean;
}

/** What the cookies hold (CCH §3 "Cookie-backed values"). Malformed values read as empty. */
export interface ConsentRecord {
  categories: Record<OptionalCategory | 'functional' | 'statistics-anonymous', CookieValue>;
  /** Per-service choices; a missing service follows its category. */
  services: Record<string, boolean>;
  /** What the track call last recorded, so an unchanged consent is not sent again. */
  savedCategories: Category[] | null;
  savedServices: Record<string, boolean> | null;
  bannerStatus: BannerStatus;
  policyId: string;
  id: string;
}

/** The replayed, public bus topic `consent` (mirrored as `pb-consent-change` on document). */
export interface ConsentState {
  consentType: ConsentType;
  /** The decision in force per category, after every rule (bots, GPC/DNT, consent type). */
  categories: Record<Category, boolean>;
  /** Explicit per-service choices. */
  services: Record<string, boolean>;
  bannerStatus: BannerStatus;
  /** Whether the banner should be on screen now. */
  bannerOpen: boolean;
  bot: boolean;
  /** A GPC or DNT signal is present and do_not_track_enabled is on. */
  privacySignal: boolean;
  region: string;
}

/** A blocked element as the page wrote it. */
export interface BlockedItem {
  element: HTMLScriptElement | HTMLIFrameElement | HTMLImageElement | HTMLLinkElement;
  kind: 'script' | 'iframe' | 'img' | 'link';
  category: Category;
  service: string;
  /** Activated (a script: loaded or failed). */
  live?: boolean;
  /** Removes the notice standing in for the item; activation calls it. */
  undo?: () => void;
}

/**
 * The one consent manager on the page (a `Symbol.for` singleton, like the
 * bus), shared by consent.js, the banner UI and page code (`window.pbConsent`).
 */
export interface ConsentApi {
  readonly config: ConsentConfig;
  state(): ConsentState;
  has(category: Category): boolean;
  hasService(service: string, category?: Category): boolean;
  /*
   * The choices below are made by code loaded on demand: at once when it is
   * loaded (it is whenever the banner shows or the preferences were opened),
   * else as soon as it is. Each resolves once the choice is in force.
   */
  acceptAll(): Promise<void>;
  denyAll(): Promise<void>;
  /** Save the preferences form: the given categories and services, then dismiss. */
  save(categories: Partial<Record<OptionalCategory, boolean>>, services?: Record<string, boolean>): Promise<void>;
  setCategory(category: OptionalCategory, allowed: boolean): Promise<void>;
  setService(service: string, allowed: boolean): Promise<void>;
  /** Close without choosing (banner-status dismissed). */
  dismiss(): Promise<void>;
  /** Reopen the banner (manage-consent button). */
  open(): void;
  /**
   * Finds blocked items under `root` now: in a closed shadow root, which the manager cannot observe, or in
   * content just swapped in (`<pb-multi-view>` calls it), held or activated before the frame it first shows in.
   */
  scan(root: Node): void;
  /** Turn debug logging on or off; kept in localStorage. */
  debug(on: boolean): Promise<void>;
}
