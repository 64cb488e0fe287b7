// The course's words join the others (i18n.js) wherever the course's code is
// loaded: the course page and its checker, not the widget file.
import { addStrings } from './i18n.js';
import { courseEn } from './course-en.js';
import { courseZh } from './course-zh.js';

addStrings({ en: courseEn, zh: courseZh });
