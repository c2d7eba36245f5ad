/**
 * Every Spanish text the product shows or the server answers (docs/product.md: Validation and Messages), in one place,
 * so the app and the server say the same thing. Each group is a module of domain/messages/ with one export per text,
 * gathered here as a namespace, and code imports this module as a namespace too (`import * as MSG`) and reads
 * `MSG.group.text`: the build makes each text a module of its own (`textsOnTheirOwn` in vite.config.ts), so a page's
 * chunks hold the texts it reads, not whole groups. A group's module is only `export const text = …`, no text reading
 * another. Pass a group around as a value only where every text of it is used: as a value it keeps all of its texts.
 */
export * as validation from './messages/validation';
export * as auth from './messages/auth';
export * as reservation from './messages/reservation';
export * as activeReservation from './messages/activeReservation';
export * as rates from './messages/rates';
export * as payment from './messages/payment';
export * as refund from './messages/refund';
export * as download from './messages/download';
export * as closure from './messages/closure';
export * as share from './messages/share';
export * as field from './messages/field';
export * as team from './messages/team';
export * as invite from './messages/invite';
export * as calendar from './messages/calendar';
export * as player from './messages/player';
export * as application from './messages/application';
export * as image from './messages/image';
export * as user from './messages/user';
export * as general from './messages/general';
export * as failure from './messages/failure';
export * as session from './messages/session';
export * as renewal from './messages/renewal';
export * as stats from './messages/stats';
export * as cash from './messages/cash';
export * as news from './messages/news';
export * as notification from './messages/notification';
export * as notices from './messages/notices';
export * as push from './messages/push';
export * as attendance from './messages/attendance';
export * as empty from './messages/empty';
export * as privacy from './messages/privacy';
export * as customer from './messages/customer';
export * as invitation from './messages/invitation';
export * as search from './messages/search';
export * as searchEntry from './messages/searchEntry';
