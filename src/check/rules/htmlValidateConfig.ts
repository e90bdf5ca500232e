import type { ConfigData } from 'html-validate';

/** html-validate's recommended and document presets: what every page is validated against, in `site check` and in its cache key. */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
};
