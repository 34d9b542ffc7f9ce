/**
 * The consent calls of CCH §7 (banner, track, cookie_data). Each is total: a
 * failure resolves to `undefined` or `false`, and the caller keeps what it had.
 */

import { isRecord, mergeChecked } from '../../config/index.js';
import { warnOnce } from '../../log/index.js';
import { CHECKS } from '../config.js';
import type { Category, ConsentConfig } from '../types.js';

export interface CallEnv {
  fetch: typeof fetch;
  location: Location | URL;
  session: Storage | undefined;
  navigator: Navigator;
}

function cached<T>(session: Storage | undefined, key: string, version: string): T | undefined {
  try {
    const hit = JSON.parse(session?.getItem(key) ?? 'null') as { version?: string; data?: T } | null;
    return hit && hit.version === version ? hit.data : undefined;
  } catch {
    return undefined;
  }
}

function remember(session: Storage | undefined, key: string, version: string, data: unknown): void {
  try {
    session?.setItem(key, JSON.stringify({ version, data }));
  } catch {
    // Storage full or blocked: the call is simply made again next page.
  }
}

/** A call's address: the config's `url`, with or without its final '/', then the call's name. */
export const callUrl = ({ url }: { url: string }, name: string): string => url.replace(/\/?$/, '/') + name;

async function getJson(env: CallEnv, url: string): Promise<unknown> {
  try {
    const res = await env.fetch(url, { credentials: 'same-origin' });
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Region banner data, only with geoip on and no cache of this banner version.
 * `cmplz_user_region` in the page URL overrides the region.
 */
export async function loadBannerData(config: ConsentConfig, env: CallEnv): Promise<unknown> {
  if (!config.geoip || !config.url) return undefined;
  const key = `${config.prefix}banner_data`;
  const hit = cached<unknown>(env.session, key, config.banner_version);
  if (hit !== undefined) return hit;
  const query = new URLSearchParams({ locale: config.locale });
  const region = new URL(String(env.location)).searchParams.get('cmplz_user_region');
  if (region) query.set('cmplz_user_region', region);
  const data = await getJson(env, callUrl(config, `banner?${query}`));
  if (data !== undefined) remember(env.session, key, config.banner_version, data);
  return data;
}

export async function loadCookieData(config: ConsentConfig, env: CallEnv): Promise<unknown> {
  const key = `${config.prefix}cookie_data`;
  const hit = cached<unknown>(env.session, key, config.version);
  if (hit !== undefined) return hit;
  const data = await getJson(env, callUrl(config, 'cookie_data'));
  if (data !== undefined) remember(env.session, key, config.version, data);
  return data;
}

/**
 * The banner call's answer over `config`: known keys only, each validated; anything else is ignored. Its `texts`
 * are the banner's: carried as an object, and read string by string where they are shown.
 */
export function mergeBannerData(config: ConsentConfig, data: unknown): ConsentConfig {
  const merged = { ...config };
  const warnings: string[] = [];
  mergeChecked(merged, data ?? 0, 'banner', warnings, CHECKS);
  if (isRecord(data) && isRecord(data.texts)) merged.texts = data.texts;
  for (const w of warnings) warnOnce('consent banner data', w);
  return isRecord(data) ? merged : config;
}

export interface TrackPayload {
  consented_categories: Category[];
  consented_services: Record<string, boolean>;
  consenttype: string;
}

/**
 * POST {url}track. While the page is being left only a beacon survives, so
 * `beacon` uses sendBeacon; otherwise fetch tells us whether it arrived, and a
 * failure is retried on the next change because nothing is marked saved.
 */
export async function sendTrack(
  config: ConsentConfig,
  env: CallEnv,
  payload: TrackPayload,
  beacon: boolean,
): Promise<boolean> {
  const url = callUrl(config, 'track');
  const body = JSON.stringify(payload);
  if (beacon && typeof env.navigator.sendBeacon === 'function') {
    try {
      return env.navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
    } catch {
      return false;
    }
  }
  try {
    const res = await env.fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    return res.ok;
  } catch {
    return false;
  }
}
