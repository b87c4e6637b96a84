/** Customers, as other modules may use them: the yard's release makes the private person it bills. */
export { createCustomer } from './customers.service.ts';
