import type { ConfigData } from 'html-validate';
import { PLAUSIBLE_SCRIPT_PATH } from '../../content/plausibleScript.ts';

/** html-validate's recommended and document presets: what every page is validated against, in `site check` and in its cache key. */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // Plausible's script is not versioned (it changes under the same URL), so it can carry no
    // integrity hash; the policy allows its host and no other instead (analytics/*). Every other
    // script and stylesheet still needs one.
    'require-sri': ['error', { exclude: [PLAUSIBLE_SCRIPT_PATH] }],
  },
};
