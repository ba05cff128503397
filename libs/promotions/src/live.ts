// What the shell needs of this library at first load, without the library's texts or pages: the roots
// of the member queries the site reads again whenever the member socket (re)opens.
export { cashbackLiveQueryKeys } from './cashback/keys';
