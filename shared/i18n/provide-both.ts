import { provideMessages } from './catalogues';
import { en } from './en';
import { de } from './de';

/**
 * Both languages, for code that answers in either: the Worker (worker/infra/request-locale.ts), the
 * build's prerender and the tests. A browser never imports this: it loads only its page's language.
 */
provideMessages('en', en);
provideMessages('de', de);
