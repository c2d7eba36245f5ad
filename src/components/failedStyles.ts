/**
 * Stylesheets of lazy parts that could not be downloaded (the phone offline when a part was first wanted). The
 * bundler's loader asks for a part's stylesheet once per page: a failed one would never be asked for again, and the
 * part, its code downloaded at the next try, would come unstyled (a calendar sprawling across a phone). So a failed
 * <link> goes at once, and the next try of any part asks for those stylesheets again before its code.
 */
const failed = new Set<string>();

/** Started once, by the entry (src/main.tsx). */
export function watchFailedStyles() {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return;
      failed.add(link.href);
      link.remove();
    },
    true,
  );
}

/** Asks again for each stylesheet that failed; settles once they all came, or fails as a part's download does. */
export function askFailedStylesAgain(): Promise<void> {
  const again = [...failed].map(
    (href) =>
      new Promise<void>((resolve, reject) => {
        failed.delete(href);
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.crossOrigin = '';
        link.href = href;
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
        document.head.append(link);
      }),
  );
  return Promise.all(again).then(() => undefined);
}

/** A part's download that asks first for the stylesheets an earlier try could not get (at once when none failed). */
export const withFailedStyles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    failed.size === 0 ? load() : askFailedStylesAgain().then(load);
