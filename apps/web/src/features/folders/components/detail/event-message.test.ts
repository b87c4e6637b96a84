import { describe, expect, it } from 'vitest';
import { eventMessageView, indentXml } from './event-message.ts';

describe('eventMessageView', () => {
  it('pretty-prints a JSON object', () => {
    expect(eventMessageView('{"step":"started","latitude":45.7}')).toEqual({
      kind: 'json',
      text: '{\n  "step": "started",\n  "latitude": 45.7\n}',
    });
  });
  it('shows a JSON string as its text (a driver message is stored that way)', () => {
    expect(eventMessageView('"Je suis devant le portail"')).toEqual({
      kind: 'text',
      text: 'Je suis devant le portail',
    });
  });
  it('indents XML', () => {
    expect(eventMessageView('<?xml version="1.0"?><a><b>1</b><c/><d><e>x</e></d></a>')).toEqual({
      kind: 'xml',
      text: '<?xml version="1.0"?>\n<a>\n  <b>1</b>\n  <c/>\n  <d>\n    <e>x</e>\n  </d>\n</a>',
    });
  });
  it('keeps anything else as typed, markup-looking text included', () => {
    expect(eventMessageView('3')).toEqual({ kind: 'text', text: '3' });
    expect(eventMessageView('<b>gras')).toEqual({ kind: 'text', text: '<b>gras' });
    expect(eventMessageView('Bonjour {')).toEqual({ kind: 'text', text: 'Bonjour {' });
  });
});

describe('indentXml', () => {
  it('keeps attributes and text', () => {
    expect(indentXml('<m id="1"><t>Arrivée sur place</t></m>')).toBe(
      '<m id="1">\n  <t>Arrivée sur place</t>\n</m>',
    );
  });
});
