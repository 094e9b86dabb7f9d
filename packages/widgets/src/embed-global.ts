/** The `dist/vform-embed.js` entry: the iframe auto-height listener, installed on load (a side effect). */
import { installEmbed } from './embed.js';

installEmbed(window);
