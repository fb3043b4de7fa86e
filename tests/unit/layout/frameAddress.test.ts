// An external menu entry's frame: its address and its sandbox.
import { describe, expect, it } from 'vitest';
import { frameAddress, frameSandbox } from '../../../src/layout/frame/frameAddress';

describe('frameAddress', () => {
  it('puts a page the console ships under its base path, in the console language', () => {
    expect(frameAddress('/help/faq.{locale}.html', 'zh-CN', '/Merchant/')).toBe('/Merchant/help/faq.zh-CN.html');
  });

  it('leaves another site as written, apart from the language', () => {
    expect(frameAddress('https://example.com/help?lang={locale}', 'en-US', '/Merchant/')).toBe('https://example.com/help?lang=en-US');
  });
});

describe('frameSandbox', () => {
  it('gives a page of the console\'s own origin neither scripts nor its origin, so it cannot lift its sandbox', () => {
    const tokens = frameSandbox('/Merchant/help/faq.en-US.html', 'https://console.example').split(' ');
    expect(tokens).not.toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).toContain('allow-popups');
  });

  it('lets another site run as itself', () => {
    expect(frameSandbox('https://partner.example/help', 'https://console.example').split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms']),
    );
  });
});
