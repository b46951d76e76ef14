// Makes the app's Intl formatters once, then ends (see intl-warm.ts).
import { makeEveryFormat } from './intl-formats.ts';

makeEveryFormat();
self.close();
