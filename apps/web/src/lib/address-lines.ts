// The one address formatter lives in packages/shared (the order mails use it too); kept here
// under its old path for the screens that import it from the web app.
export { addressLines } from '@atelier/shared/address-format';
