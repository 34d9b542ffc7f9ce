/**
 * The library's one cookie reader and writer. Consent storage, cookie cleaning
 * and tracking all go through it, so encoding, SameSite and Secure are decided
 * in one place. Reading and writing live in two files so a page that only
 * decides never downloads the writer.
 */
export { getCookie, readCookies } from './read.js';
export { type CookieOptions, pathsFor, removeCookie, removeCookieEverywhere, setCookie } from './write.js';
