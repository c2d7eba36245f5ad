/**
 * Every Spanish text the product shows or the server answers (docs/product.md: Validation and Messages), in one place,
 * so the app and the server say the same thing. Each group is a module of domain/messages/, gathered here, and
 * code imports this module as a namespace (`import * as MSG`): a page's bundle holds only the groups it
 * reads, and the app's entry none that only a lazily loaded screen shows.
 */
export { validation } from './messages/validation';
export { auth } from './messages/auth';
export { reservation } from './messages/reservation';
export { activeReservation } from './messages/activeReservation';
export { rates } from './messages/rates';
export { payment, refund } from './messages/payment';
export { download } from './messages/download';
export { closure } from './messages/closure';
export { share } from './messages/share';
export { field } from './messages/field';
export { team } from './messages/team';
export { invite } from './messages/invite';
export { calendar } from './messages/calendar';
export { player } from './messages/player';
export { application } from './messages/application';
export { image } from './messages/image';
export { user } from './messages/user';
export { general } from './messages/general';
export { failure } from './messages/failure';
export { session } from './messages/session';
export { renewal } from './messages/renewal';
export { stats } from './messages/stats';
export { cash } from './messages/cash';
export { news } from './messages/news';
export { notification, notices, push } from './messages/notification';
export { attendance } from './messages/attendance';
export { empty } from './messages/empty';
export { privacy, customer, invitation } from './messages/privacy';
export { search } from './messages/search';
export { searchEntry } from './messages/searchEntry';
