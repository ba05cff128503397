/** What the content security policy reads of the reference data: the contact channels' chat vendors. */
export { configuredChatVendors } from './contact-channels';
