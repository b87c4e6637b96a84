import { Autocomplete } from '@mantine/core';
import type { Customer, QuoteInput } from '@plateau/contracts';
import { useQuoteCustomers } from '../api/quote-customers.ts';

type QuoteCustomer = Pick<QuoteInput, 'customerId' | 'customerName' | 'customerEmail' | 'customerPhone'>;

/** The name a customer is quoted under: its company, else its contact. */
const nameOf = (customer: Customer) => {
  const place = customer.headQuarterPlace ?? customer.facturationPlace;
  const contact = [place?.contactFirstname, place?.contactName].filter(Boolean).join(' ');
  return place?.companyName?.trim() || contact || customer.code;
};
const optionOf = (customer: Customer) => `${nameOf(customer)} · ${customer.code}`;

/**
 * « Client »: typed freely (a private person met on the phone) or picked among the account's customers, whose grid
 * then prices the quote and whose e-mail and phone fill the quote. Typing again forgets the picked customer.
 */
export function QuoteCustomerField({
  value,
  onChange,
}: {
  value: QuoteCustomer;
  onChange: (fields: Partial<QuoteCustomer>) => void;
}) {
  const customers = useQuoteCustomers(value.customerId === null ? value.customerName : '');
  const rows = customers.data?.rows ?? [];
  return (
    <Autocomplete
      label="Client"
      description={
        value.customerId === null ? 'Saisi librement ou choisi parmi vos clients' : 'Client du fichier'
      }
      required
      maxLength={200}
      value={value.customerName}
      data={value.customerId === null ? rows.map(optionOf) : []}
      filter={({ options }) => options}
      // Mantine writes the picked option's text as the value: that text names the customer picked.
      onChange={(text) => {
        const customer = rows.find((row) => optionOf(row) === text);
        if (!customer) return onChange({ customerName: text, customerId: null });
        const place = customer.headQuarterPlace ?? customer.facturationPlace;
        onChange({
          customerId: customer.id,
          customerName: nameOf(customer),
          customerEmail: place?.contactEmail || value.customerEmail,
          customerPhone: place?.contactPhone || value.customerPhone,
        });
      }}
    />
  );
}
