// The manage screens at the edges a merchant reaches: a shop with ten thousand items, and the longest names the forms
// accept, in English and in Chinese, on a 390 px phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callAsSignedIn, columnValues, listTotal, logIn, OWNER, resetBackend, searchList, switchLanguage } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

// Every answer goes through ten thousand rows: on a loaded machine one takes longer than the usual wait.
const LARGE_ANSWER = { timeout: 15_000 };

test('ten thousand items: the inventory list counts them and pages to the very last', async ({ page, request }) => {
  // The large seed's head office stocks the catalogue in 10 000 more pack sizes.
  await resetBackend(request, 'large');
  await logIn(page, OWNER, 'inventory');
  await expect(listTotal(page)).toBeVisible(LARGE_ANSWER);
  const total = Number((await listTotal(page).innerText()).replace(/^.* of /, ''));
  expect(total).toBeGreaterThan(10_000);

  const lastPage = Math.ceil(total / 10);
  await page.getByRole('button', { name: `Go to page ${lastPage}` }).click();
  await expect(listTotal(page)).toHaveText(`${(lastPage - 1) * 10 + 1}-${total} of ${total}`, LARGE_ANSWER);
  expect((await columnValues(page, 'Product name')).length).toBe(total - (lastPage - 1) * 10);
});

test('ten thousand items: the search finds one pack by its name, also right after paging', async ({ page, request }) => {
  await resetBackend(request, 'large');
  await logIn(page, OWNER, 'inventory');
  await expect(listTotal(page)).toBeVisible(LARGE_ANSWER);
  await searchList(page, 'Sugar 1kg ×200');
  await expect.poll(() => columnValues(page, 'Product name'), LARGE_ANSWER).toEqual(['Sugar 1kg ×200']);
  await expect(listTotal(page)).toHaveText('1-1 of 1');

  await searchList(page, '');
  await expect(listTotal(page)).not.toHaveText('1-1 of 1', LARGE_ANSWER);
  await page.getByRole('button', { name: 'Go to page 3' }).click();
  await expect(listTotal(page)).toHaveText(/^21-30 of /, LARGE_ANSWER);
  await searchList(page, 'Sugar 1kg ×200');
  await expect.poll(() => columnValues(page, 'Product name'), LARGE_ANSWER).toEqual(['Sugar 1kg ×200']);
  await expect(listTotal(page)).toHaveText('1-1 of 1');
});

const LONGEST = {
  item: 'Premium aged long-grain basmati rice, family value pack 25kg',
  chineseItem: '特级陈年长粒香米家庭超值装二十五公斤袋装精选东非高原优质大米礼盒特惠版本限量供应新鲜到货欢迎选购批发零售均可当日送达包邮',
  promotion: 'Year-end wholesale clearance: rice & oil',
  chinesePromotion: '年终批发清仓大促销：大米食用油砂糖面粉饮料零食日用品全场特价优惠活动限时六天抢购',
  firstName: 'Mwanajuma-Christabel',
  lastName: 'Nyamweya-Ogembo-Kiru',
  // A beneficiary's name at its longest (80).
  beneficiary: 'Mwanajuma Christabel Nyamweya Ogembo Kiru Wanjiku Achieng Chepkoech Naliaka Auma',
  chineseBeneficiary:
    '穆瓦纳朱玛克里斯塔贝尔尼亚姆韦亚奥根博基鲁万吉库阿钦科切普科奇纳利亚卡奥玛恩乔罗格瓦姆布伊基普罗蒂奇奥蒂诺穆通加卡玛乌瓦伊提图卡马乌尼亚博克姆博亚卡伦吉因加伊奥',
};

/** Whether the page is wider than the phone (a merchant would have to pan sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The name is shown whole on the record's page: on screen, wrapped rather than cut off with an ellipsis. */
const expectShownWhole = async (page: Page, name: string) => {
  const shown = page.getByRole('main').getByText(name, { exact: true }).first();
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
};

test('the longest names the forms accept fit a 390 px phone in English and in Chinese, in the lists and on the records', async ({ page }) => {
  // Two languages, three screens, each as a list and as a record: twelve pages.
  test.slow();
  await logIn(page, OWNER);
  const item = await callAsSignedIn(page, 'AddGoods', { goodsNm: LONGEST.item, categoryId: 'CT100001', stock: 40, sellPrice: 250000, shelfFlg: 'Y' });
  const chineseItem = await callAsSignedIn(page, 'AddGoods', {
    goodsNm: LONGEST.chineseItem,
    categoryId: 'CT100001',
    stock: 12,
    sellPrice: 980000,
    shelfFlg: 'Y',
  });
  const promotion = (name: string) => ({
    proNm: name,
    proTyp: '01',
    startDt: '20261201',
    endDt: '20261231',
    goodsIds: [item.goodsId],
    discountTyp: 'P',
    discountValue: 10,
  });
  const englishPromotion = await callAsSignedIn(page, 'OnlyPromotionAdd', promotion(LONGEST.promotion));
  const chinesePromotion = await callAsSignedIn(page, 'OnlyPromotionAdd', promotion(LONGEST.chinesePromotion));
  const member = await callAsSignedIn(page, 'AddStaffKms', {
    firstName: LONGEST.firstName,
    lastName: LONGEST.lastName,
    loginName: 'mwanajuma.nyamweya',
    mblNo: '711444555',
    idType: '01',
    idNo: '30999888',
    position: 'Senior supervisor, stock and promotions',
    hireDt: '20261101',
    roleName: 'Supervisor',
    funcNos: ['22', '2201'],
    storeIds: ['S100001'],
  });
  const records: Array<{ list: string; record: string; names: string[] }> = [
    { list: 'inventory', record: `inventory/${String(item.goodsId)}/show`, names: [LONGEST.item] },
    { list: 'inventory', record: `inventory/${String(chineseItem.goodsId)}/show`, names: [LONGEST.chineseItem] },
    { list: 'promotions', record: `promotions/${String(englishPromotion.proId)}/show`, names: [LONGEST.promotion] },
    { list: 'promotions', record: `promotions/${String(chinesePromotion.proId)}/show`, names: [LONGEST.chinesePromotion] },
    { list: 'staff', record: `staff/${String(member.staffId)}/show`, names: [LONGEST.firstName, LONGEST.lastName] },
  ];

  for (const language of ['English (US)', '中文 (简体)']) {
    if (language !== 'English (US)') {
      // The language menu is in the desk's app bar; the choice stays when the window narrows.
      await page.setViewportSize({ width: 1440, height: 900 });
      await switchLanguage(page, 'English (US)', language);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { list, record, names } of records) {
      await page.goto(`${list}?filter=${encodeURIComponent(JSON.stringify({ q: names[0] }))}`);
      await expect(page.getByRole('main').getByText(names[0]!).first()).toBeVisible();
      expect(await pageWidth(page), `${list} in ${language}`).toBeLessThanOrEqual(390);

      await page.goto(record);
      for (const name of names) await expectShownWhole(page, name);
      expect(await pageWidth(page), `${record} in ${language}`).toBeLessThanOrEqual(390);
    }
  }
});

test('a beneficiary with the longest name is sent to on a 390 px phone in English and in Chinese; a transfer to fifty adds up', async ({ page }) => {
  test.slow();
  await logIn(page, OWNER);
  await callAsSignedIn(page, 'AddBeneficiary', { rcvCnl: '44', bnfName: LONGEST.beneficiary, bnfMblNo: '722334400' });
  await callAsSignedIn(page, 'AddBeneficiary', { rcvCnl: '44', bnfName: LONGEST.chineseBeneficiary, bnfMblNo: '722334411' });
  const texts = {
    'English (US)': { picker: 'Beneficiary', name: 'Account name', amount: 'Amount', send: 'Send', pin: 'Enter your PIN to send KES. 100.00' },
    '中文 (简体)': { picker: '收款人', name: '账户名称', amount: '金额', send: '发送', pin: undefined },
  } as const;
  for (const [language, name] of [
    ['English (US)', LONGEST.beneficiary],
    ['中文 (简体)', LONGEST.chineseBeneficiary],
  ] as const) {
    const text = texts[language];
    if (language !== 'English (US)') {
      await page.setViewportSize({ width: 1440, height: 900 });
      await switchLanguage(page, 'English (US)', language);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('finance/transfer');
    await page.getByRole('combobox', { name: text.picker }).fill(name.slice(0, 9));
    const option = page.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(option).toBeVisible();
    expect(await pageWidth(page), `the choice in ${language}`).toBeLessThanOrEqual(390);
    await option.click();
    // The whole name goes into the transfer (one the transfer's rules accept), and the form still fits.
    await expect(page.getByRole('textbox', { name: text.name, exact: true })).toHaveValue(name);
    await page.getByRole('textbox', { name: text.amount, exact: true }).fill('100');
    expect(await pageWidth(page), `the form in ${language}`).toBeLessThanOrEqual(390);
    if (!text.pin) continue;
    await page.getByRole('button', { name: text.send, exact: true }).click();
    const pin = page.getByRole('dialog', { name: text.pin });
    await pin.getByLabel('PIN').fill(OWNER.pin);
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText(`KES. 100.00 was sent to ${name} (+254 722 334 400).`);
    expect(await pageWidth(page), `the result in ${language}`).toBeLessThanOrEqual(390);
  }

  // Fifty recipients, the most a transfer to many takes: the count and the sum follow every row typed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: '语言: 中文 (简体)' }).click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();
  await page.goto('finance/transfer?to=many');
  const addRow = page.getByRole('button', { name: 'Add recipient' });
  // Forty-eight presses in the page itself (a role query per press over two hundred fields is the test's cost, not the form's).
  await addRow.evaluate(async (button: HTMLButtonElement) => {
    for (let press = 0; press < 48; press += 1) {
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
  await expect(addRow).toBeDisabled();
  const recipients = page.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
  await expect(recipients).toHaveCount(50);
  for (let row = 1; row <= 50; row += 1) {
    const cells = recipients.nth(row - 1);
    await cells.getByRole('textbox', { name: `Mobile number ${row}` }).fill(`7223350${String(row).padStart(2, '0')}`);
    await cells.getByRole('textbox', { name: `Name ${row}` }).fill('Casual Worker');
    await cells.getByRole('textbox', { name: `Amount ${row}` }).fill(String(100 + row));
  }
  // 50 × 100 + (1 + … + 50) = 6,275.
  await expect(page.getByText('50 recipients, KES. 6,275.00 in all')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fee and total' })).toContainText('TotalKES. 6,275.00');
  await page.getByRole('button', { name: 'Send to all' }).click();
  const pin = page.getByRole('dialog', { name: /^Enter your PIN to send KES\.\s6,275\.00/ });
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('KES. 6,275.00 was sent to 50 recipients.');
  await expect(page.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveCount(50);
});
