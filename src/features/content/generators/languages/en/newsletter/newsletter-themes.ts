// What a newsletter adds to the shared themes: more ideas to try at home than the theme
// holds, so two studios' letters rarely suggest the same one, and headings said in
// several versions, the same for every register.

import type { Theme } from '../../../shared/themes/theme.ts';
import type { RegisterBank } from '../../../newsletter/template-spec.ts';
import { HOME_THEME } from '../themes/home-general.ts';

/** A heading's versions, for every register: each take and template says another. */
export const anyRegister = (versions: readonly string[]): RegisterBank => ({ calm: versions, middle: versions, bold: versions });

/** Things to try at home: the home theme's and the newsletter's own. */
export const AT_HOME: Theme = {
  ...HOME_THEME,
  sentences: [
    ...HOME_THEME.sentences,
    'Pick one ordinary moment, like waiting for the kettle, and use it for three slow breaths.',
    'Before bed, write down one thing that went well today, however small.',
    'Take your shoes off and stand still for a minute, feeling the floor under your feet.',
    'Walk somewhere you would normally drive, and leave the headphones at home.',
    'Clear one small corner of your home and keep it for rest or practice.',
    'Stretch gently for a few minutes while the bath runs or the dinner cooks.',
    'Put a glass of water by your bed tonight and drink it before you reach for your phone.',
    'Dim the lights an hour before bed and let the evening slow down with them.',
    'Sit by an open window for five minutes and simply listen.',
    'When you notice your jaw or shoulders tightening, pause, soften them and breathe out.',
    'Share a short walk or a cup of tea with someone you have been meaning to see.',
    'Write your practice into your diary for the week, the same way you would a meeting.',
  ],
};
