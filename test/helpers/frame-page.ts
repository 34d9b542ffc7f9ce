/**
 * A page in a frame of the test page, with the library's modules loaded in it: the builder's app frame, whose top
 * window (of the same origin) is the test page. The frame's modules are other copies than the test's own, in
 * another realm: the test reaches them on the frame's window.
 */

export interface FramePage<Globals> {
  frame: HTMLIFrameElement;
  win: Window & Globals;
  doc: Document;
}

export interface FramePageOptions<Globals> {
  /** What to load: each module's path from the server's root, by the name it is set under on the frame's window. */
  modules: Record<keyof Globals & string, string>;
  /** The frame element's inline style. */
  style: string;
  /** The frame's `<body>` markup (its style is `margin:0`). */
  body?: string;
  /** Attributes of the frame's `<html>`, as markup: `data-pb-preview="zoom"`. */
  root?: string;
  /** The frame's parent element: the test page's body by default. */
  holder?: HTMLElement;
}

let made = 0;

/** Adds the frame and resolves once its modules have loaded. */
export async function framePage<Globals>(options: FramePageOptions<Globals>): Promise<FramePage<Globals>> {
  const id = `pb-frame-page-${++made}`;
  const names = Object.keys(options.modules) as (keyof Globals & string)[];
  const imports = names.map((name, i) => {
    const url = new URL(options.modules[name], location.href).href;
    return `import * as m${i} from '${url}';`;
  });
  const frame = document.createElement('iframe');
  frame.style.cssText = options.style;
  frame.srcdoc = `<!doctype html><html ${options.root ?? ''}><body style="margin:0">${options.body ?? ''}
    <script type="module">
      ${imports.join('\n')}
      Object.assign(window, { ${names.map((name, i) => `${name}: m${i}`).join(', ')} });
      window.parent.postMessage('${id}', '*');
    </script></body></html>`;
  const ready = new Promise<void>((resolve) => {
    const heard = (e: MessageEvent) => {
      if (e.data !== id) return;
      window.removeEventListener('message', heard);
      resolve();
    };
    window.addEventListener('message', heard);
  });
  (options.holder ?? document.body).append(frame);
  await ready;
  return { frame, win: frame.contentWindow as Window & Globals, doc: frame.contentDocument as Document };
}

/** Waits `n` animation frames of `win` (the frame's, whose scheduler the modules there use). */
export const frames = async (win: Window, n = 2): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => win.requestAnimationFrame(r));
};
