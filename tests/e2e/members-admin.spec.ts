import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

// An administrator finds a member on /admin/members by searching, opens
// their record, grants the administrator role, sees it, and revokes it. The member is the demo's
// member4 (Robin Hale, verified email), which no other spec uses: members 1-3 are used elsewhere
// as non-administrators and must never become administrators, even briefly.

test.setTimeout(150_000);

const ROBIN = 'demo-member-4';

test.describe('members list and the administrator role', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finds a member by name, opens the record, grants the administrator role and revokes it', async ({ page }) => {
    await signIn(page, accounts.admin, '/admin');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();

    // search as you type: the address follows, and only matching members are listed
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('robin h');
    await expect(page).toHaveURL(/\?q=robin\+h$/);
    const row = page.getByTestId(`member-row-${ROBIN}`);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId(/^member-row-/)).toHaveCount(1);
    await expect(row).toContainText('member4@demo.test');
    await expect(row).not.toContainText('Administrator');

    // a filter narrows it to nothing, in words, and back
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Administrators' });
    await expect(page).toHaveURL(/role=admin/);
    await expect(page.getByRole('status').filter({ hasText: /No members match “robin h” with these filters/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Any' });
    await expect(row).toBeVisible();

    await row.getByRole('link', { name: 'Robin Hale' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/member/${ROBIN}$`));
    const role = page.getByRole('region', { name: 'Role' });
    await expect(role.getByTestId('member-role')).toHaveText('Member', { timeout: 30_000 });

    // grant: the dialog says what it means; the result is announced and shown
    await role.getByRole('button', { name: 'Make administrator' }).click();
    const grant = page.getByRole('dialog', { name: 'Make Robin Hale an administrator?' });
    await expect(grant).toContainText('email address must be verified');
    await grant.getByRole('button', { name: 'Make administrator' }).click();
    await expect(grant).toHaveCount(0, { timeout: 30_000 });
    await expect(role.getByRole('status')).toContainText('Robin Hale is now an administrator');
    await expect(role.getByTestId('member-role')).toHaveText('Administrator');

    // the members list shows it too
    await page.goto('/admin/members?q=robin&role=admin');
    await expect(page.getByTestId(`member-row-${ROBIN}`)).toContainText('Administrator', { timeout: 30_000 });

    // revoke: Cancel first keeps it; then confirm
    await page.getByTestId(`member-row-${ROBIN}`).getByRole('link', { name: 'Robin Hale' }).click();
    await role.getByRole('button', { name: 'Remove administrator role' }).click();
    const revoke = page.getByRole('dialog', { name: 'Remove Robin Hale’s administrator role?' });
    await expect(revoke).toContainText('Their sessions end on every device');
    await expect(revoke.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(revoke).toHaveCount(0);
    await expect(role.getByTestId('member-role')).toHaveText('Administrator');
    await role.getByRole('button', { name: 'Remove administrator role' }).click();
    await revoke.getByRole('button', { name: 'Remove the role' }).click();
    await expect(revoke).toHaveCount(0, { timeout: 30_000 });
    await expect(role.getByRole('status')).toContainText('Robin Hale is no longer an administrator');
    await expect(role.getByTestId('member-role')).toHaveText('Member');
  });

  test('the administrator cannot remove their own role from their record', async ({ page }) => {
    await signIn(page, accounts.admin, '/admin/members?q=admin%40demo');
    const row = page.getByTestId('member-row-demo-admin');
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('Administrator');
    await row.getByRole('link').first().click();
    const role = page.getByRole('region', { name: 'Role' });
    await expect(role.getByTestId('member-role')).toHaveText('Administrator', { timeout: 30_000 });
    await expect(role).toContainText('This is you');
    await expect(role.getByRole('button', { name: 'Remove administrator role' })).toHaveCount(0);
  });
});
