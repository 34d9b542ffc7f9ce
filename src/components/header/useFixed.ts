/**
 * The fixed header and the offsets it publishes. Scroll and resize work runs
 * on the one frame scheduler; the class and the reserved height are written
 * straight to the host, since nothing in the React tree depends on them.
 */
import { type RefObject, useEffect } from 'react';
import { HEADER } from '../../core/constants/header.js';
import { observeSize, onFrame, requestFrame } from '../../core/frame/index.js';
import { fixedAt, headerOffsets, nextFixed, resizeDelay } from '../../core/header/index.js';
import { offsetSourceFor, setOffset } from '../../core/scroll/index.js';

/** The spec's "fixed class" on the host while the bar is fixed. */
export const FIXED_CLASS = 'pb-header-fixed';

export function useFixed(host: HTMLElement, barRef: RefObject<HTMLElement | null>, fixed: boolean): void {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    let width = innerWidth;
    let y = 0;
    let lastY = 0;
    let barHeight = 0;
    let adminHeight = 0;
    let top = 0;
    let stuck = false;
    // Nothing is written before the bar is measured: a scroll frame may come first (the browser's #fragment scroll
    // as the page loads), and a bar fixed with no height measured would leave the host no room.
    let measured = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each header its own sources: a second header (one hidden by CSS) must not overwrite or clear this one's.
    const headerSource = offsetSourceFor('header');
    const adminSource = offsetSourceFor('admin-bar');
    let reported = '';
    // Where a jump ends, the bar is fixed past its fixing point, whether or not it is fixed now.
    const forecast = {
      at(to: number) {
        const { header, adminBar } = headerOffsets(width, barHeight, adminHeight);
        return { top: fixed && fixedAt(to, top - adminBar, width) ? header : 0 };
      },
      points: () => [top - headerOffsets(width, barHeight, adminHeight).adminBar + 1],
    };

    const write = (): void => {
      const { header, adminBar } = headerOffsets(width, barHeight, adminHeight);
      const next = fixed && nextFixed(stuck, lastY, y, top - adminBar, width);
      lastY = y;
      if (next !== stuck) {
        stuck = next;
        host.classList.toggle(FIXED_CLASS, stuck);
        // Measured while still in the flow: the host keeps that room, so nothing below moves.
        host.style.setProperty('--pb-header-reserve', stuck ? `${barHeight}px` : '');
      }
      host.style.setProperty('--pb-header-top', `${adminBar}px`);
      // Only a change is reported: a scroll frame that changes nothing leaves the forecasts alone.
      const state = `${stuck} ${header} ${adminBar} ${top} ${width}`;
      if (state === reported) return;
      reported = state;
      setOffset(adminSource, { top: adminBar });
      setOffset(headerSource, { top: stuck ? header : 0 }, forecast);
    };
    const measure = {
      read(): void {
        width = innerWidth;
        y = scrollY;
        adminHeight = document.getElementById(HEADER.adminBarId)?.getBoundingClientRect().height ?? 0;
        barHeight = bar.getBoundingClientRect().height;
        top = host.getBoundingClientRect().top + y;
        measured = true;
      },
      write,
    };
    const stops = [
      // Only a change of height (content, fonts, the fixed row's own styles) is
      // measured at once; a change of width is a resize and waits for its debounce.
      observeSize(bar, (entry) => {
        if (entry.borderBoxSize[0]?.blockSize !== barHeight) requestFrame(measure);
      }),
      onFrame('resize', {
        read(): void {
          clearTimeout(timer);
          timer = setTimeout(() => requestFrame(measure), resizeDelay(width, innerWidth));
        },
      }),
    ];
    if (fixed) {
      stops.push(
        onFrame('scroll', {
          read(): void {
            if (measured) y = scrollY;
            else measure.read();
          },
          write,
        }),
      );
    }
    return () => {
      for (const stop of stops) stop();
      clearTimeout(timer);
      host.classList.remove(FIXED_CLASS);
      host.style.removeProperty('--pb-header-reserve');
      host.style.removeProperty('--pb-header-top');
      setOffset(headerSource, null);
      setOffset(adminSource, null);
    };
  }, [host, barRef, fixed]);
}
