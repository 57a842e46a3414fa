import { describe, expect, it } from 'vitest';
import { render } from '../render.js';
import { storyInviteMail, type StoryInviteMail } from './story-invite.js';

const data: StoryInviteMail = {
  inviter: 'Sam <b>Okafor</b>',
  storyTitle: 'Water & "rates" <script>alert(1)</script>',
  role: 'a contributor',
  expires: 'December 23, 2026',
  link: 'http://localhost:8000/stories/abc?invite=def',
  signupLink: 'http://localhost:8000/signup',
  hasAccount: false,
  email: 'new.member@example.org',
};

describe('story invite email', () => {
  it('has an HTML part with escaped names and a text part with the links', () => {
    const mail = render(storyInviteMail, 'new.member@example.org', data);
    expect(mail.subject).toBe('Sam <b>Okafor</b> invited you to collaborate on “Water & "rates" <script>alert(1)</script>”');
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('Water &amp; &quot;rates&quot; &lt;script&gt;');
    expect(mail.html).toContain('Sam &lt;b&gt;Okafor&lt;/b&gt;');
    expect(mail.html).toContain('href="http://localhost:8000/stories/abc?invite=def"');
    expect(mail.text).toContain('invited you to collaborate on the story "Water & "rates" <script>alert(1)</script>" as a contributor.');
    expect(mail.text).toContain('http://localhost:8000/stories/abc?invite=def');
    expect(mail.text).toContain('Sign up with it');
    expect(mail.text).toMatch(/— The Member Portal team\n$/);
    expect(mail.links).toEqual([data.link, data.signupLink]);
  });

  it('leaves out the sign-up part for an address with an account', () => {
    const mail = render(storyInviteMail, 'm@example.org', { ...data, hasAccount: true });
    expect(mail.text).not.toContain('Sign up');
    expect(mail.html).not.toContain('sign up');
    expect(mail.links).toEqual([data.link]);
  });
});
