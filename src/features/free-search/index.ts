/** What other features use of this one: the search's place on /home and home-player (its code comes lazily). */
export { FreeSearchEntry } from './FreeSearchEntry';
