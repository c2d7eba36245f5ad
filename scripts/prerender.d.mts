export declare function withBoot(
  shell: string,
  code: { boot: string; preload?: string[]; failure: { title: string; text: string; retry: string } },
): string;
export declare function pageHtml(shell: string, page: { html: string; css: string } & Parameters<typeof withBoot>[1]): string;
export declare function prerender(): Promise<void>;
