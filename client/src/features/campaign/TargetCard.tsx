import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/CallOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNewOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import type { CampaignChannel, CampaignOutcome } from '../../__generated__/types';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toasts';
import { visuallyHidden } from '../../components/visually-hidden';
import { rateLimitMessage, userMessage } from '../../errors/classify';
import { LegislatorAvatar, PartyBadge } from '../legislator/shared';
import type { AddressForm_AddressFragment } from '../representative/representative.generated';
import type { CampaignTarget_TargetFragment, TakeAction_CampaignFragment } from './campaign.generated';
import { CHANNEL_LABEL, OUTCOME_LABEL, seatLabel, TARGET_STATUS_LABEL, telHref } from './campaign-words';
import { useRecordCampaignAction } from './useRecordCampaignAction';

const STATUS_COLOR = { TO_DO: 'default', CONTACTED: 'success', TRY_AGAIN: 'warning', SKIPPED: 'default' } as const;

/** The outcome buttons each channel offers: a call has four; writing and a letter are sent or skipped. */
const OUTCOMES_OF: Record<CampaignChannel, { outcome: CampaignOutcome; label: string }[]> = {
  CALL: [
    { outcome: 'CONTACTED', label: 'I talked to them' },
    { outcome: 'VOICEMAIL', label: 'Left voicemail' },
    { outcome: 'UNAVAILABLE', label: 'Unavailable' },
    { outcome: 'SKIPPED', label: 'Skip' },
  ],
  WRITE: [
    { outcome: 'CONTACTED', label: 'I sent it' },
    { outcome: 'SKIPPED', label: 'Skip' },
  ],
  LETTER: [
    { outcome: 'CONTACTED', label: 'I mailed it' },
    { outcome: 'SKIPPED', label: 'Skip' },
  ],
};

interface Props {
  campaign: TakeAction_CampaignFragment;
  target: CampaignTarget_TargetFragment;
  address: AddressForm_AddressFragment | null | undefined;
  /** Today, as the page was drawn ('January 5, 2026'), for the letter. */
  today: string;
}

/** One of the member's own legislators: call, write or send a letter, and say how it went. */
export function TargetCard({ campaign, target, address, today }: Props) {
  const [channel, setChannel] = useState<CampaignChannel>('CALL');
  const [callScript, setCallScript] = useState(target.callScript);
  const [message, setMessage] = useState(target.messageScript);
  const [record, { loading }] = useRecordCampaignAction(campaign.keyVoteId);
  const toast = useToast();
  const ids = useId();
  const who = `${target.shortTitle} ${target.name}`;
  const outcomeOf = (c: CampaignChannel) => target.myOutcomes.find((o) => o.channel === c)?.outcome ?? null;

  const choose = async (outcome: CampaignOutcome) => {
    try {
      await record(campaign, target, channel, outcome);
    } catch (e) {
      toast({ title: rateLimitMessage(e) ?? userMessage(e, 'Your answer could not be saved. Please try again.'), status: 'error' });
    }
  };

  const current = outcomeOf(channel);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={`${ids}-name`} sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <LegislatorAvatar name={target.name} photo={target.photo} party={target.party} size={56} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography id={`${ids}-name`} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {who}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {target.title} · {seatLabel(target)}
            </Typography>
            <PartyBadge party={target.party} />
          </Stack>
        </Box>
        <Chip size="small" color={STATUS_COLOR[target.myStatus]} label={TARGET_STATUS_LABEL[target.myStatus]} aria-label={`${target.name}: ${TARGET_STATUS_LABEL[target.myStatus]}`} />
      </Stack>

      <Tabs value={channel} onChange={(_e, v: CampaignChannel) => setChannel(v)} variant="fullWidth" aria-label={`How to contact ${target.name}`}>
        {(['CALL', 'WRITE', 'LETTER'] as const).map((c) => (
          <Tab key={c} value={c} label={CHANNEL_LABEL[c]} id={`${ids}-tab-${c}`} aria-controls={`${ids}-panel-${c}`} sx={{ minWidth: 0 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-panel-${channel}`} aria-labelledby={`${ids}-tab-${channel}`} sx={{ pt: 2 }}>
        {channel === 'CALL' && (
          <Stack spacing={2}>
            <Box component="ul" aria-label={`Offices of ${target.name}`} sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {target.offices.map((o, i) => (
                <Box component="li" key={`${o.kind}-${o.city}-${i}`} sx={{ listStyle: 'none', p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {o.kind === 'DC' ? 'Washington office' : `${o.city} office`}
                  </Typography>
                  {o.phone ? (
                    <Button component="a" href={telHref(o.phone)} startIcon={<CallIcon aria-hidden />} size="small" sx={{ px: 0.5 }}>
                      <Box component="span" sx={visuallyHidden}>
                        Call {o.kind === 'DC' ? 'the Washington office' : `the ${o.city} office`}:{' '}
                      </Box>
                      {o.phone}
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      No phone number listed
                    </Typography>
                  )}
                  {o.hours && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      Hours: {o.hours}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
            <TextField
              label={`Call script for ${target.name}`}
              helperText="Read it as it is, or make it yours: this is only for you."
              value={callScript}
              onChange={(e) => setCallScript(e.target.value)}
              multiline
              minRows={4}
              fullWidth
            />
          </Stack>
        )}
        {channel === 'WRITE' && (
          <WritePanel target={target} message={message} setMessage={setMessage} />
        )}
        {channel === 'LETTER' && <LetterPanel target={target} message={message} setMessage={setMessage} address={address} today={today} />}

        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" id={`${ids}-outcome`} sx={{ mb: 1 }}>
            {channel === 'CALL' ? 'How did the call go?' : channel === 'WRITE' ? 'Did you send it?' : 'Did you mail it?'}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-labelledby={`${ids}-outcome`} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {OUTCOMES_OF[channel].map(({ outcome, label }) => (
              <Button key={outcome} variant={current === outcome ? 'contained' : 'outlined'} aria-pressed={current === outcome} disabled={loading} onClick={() => void choose(outcome)}>
                {label}
              </Button>
            ))}
          </Stack>
          <Box aria-live="polite" sx={{ mt: 1 }}>
            {current === 'UNAVAILABLE' && (
              <Alert severity="warning">Try again: call another office, or try later. Offices are busiest right before a vote.</Alert>
            )}
            {current && current !== 'UNAVAILABLE' && (
              <Typography variant="body2" color="text.secondary">
                Recorded: {OUTCOME_LABEL[current]}. You can change it.
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

function WritePanel({ target, message, setMessage }: { target: CampaignTarget_TargetFragment; message: string; setMessage(v: string): void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: 'Message copied', status: 'success' });
    } catch {
      toast({ title: 'Could not copy: select the message and copy it yourself.', status: 'warning' });
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Congressional offices take messages through their own web form. Copy the message, open the form, paste it there and send it; we never send it for you.
      </Typography>
      <TextField label={`Message to ${target.name}`} value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={6} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
          Copy message
        </Button>
        {target.contactForm ? (
          <Button variant="outlined" component="a" href={target.contactForm} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
            Open the official contact form
            <Box component="span" sx={visuallyHidden}>
              {' '}
              of {target.name} (opens in a new tab)
            </Box>
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            No web contact form is listed for this office: call, or send a letter.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

/** What is printed: only the letter, on its own (the rest of the page is hidden from the printer). */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media screen': { '.campaign-print-sheet': { display: 'none' } },
      '@media print': {
        'body > *:not(.campaign-print-sheet)': { display: 'none !important' },
        '.campaign-print-sheet': { display: 'block', font: '12pt/1.5 Georgia, "Times New Roman", serif', color: '#000', padding: '0.5in 0.75in' },
        '.campaign-print-sheet p': { margin: '0 0 12pt', whiteSpace: 'pre-wrap' },
        '@page': { margin: '0.75in' },
      },
    }}
  />
);

function LetterPanel({
  target,
  message,
  setMessage,
  address,
  today,
}: {
  target: CampaignTarget_TargetFragment;
  message: string;
  setMessage(v: string): void;
  address: AddressForm_AddressFragment | null | undefined;
  today: string;
}) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    // After the sheet is in the document.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  const letter: ReactNode = (
    <>
      {address && (
        <p>
          {address.street}
          {'\n'}
          {address.city}, {address.state} {address.zipCode}
        </p>
      )}
      <p>{today}</p>
      <p>
        The Honorable {target.name}
        {'\n'}
        {target.mailingAddress ?? 'Washington, DC'}
      </p>
      <p>{message}</p>
    </>
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        A printed letter to the Washington office. Edit the text, print it, sign it and mail it.
      </Typography>
      <TextField label={`Letter to ${target.name}`} value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={6} fullWidth />
      <Box
        aria-label={`Letter to ${target.name}, as it will print`}
        role="document"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper', fontFamily: 'Georgia, serif', '& p': { m: 0, mb: 1.5, whiteSpace: 'pre-wrap' } }}
      >
        {letter}
      </Box>
      <Box>
        <Button variant="outlined" startIcon={<PrintIcon aria-hidden />} onClick={() => setPrinting(true)}>
          Print letter
        </Button>
      </Box>
      {PRINT_STYLES}
      {printing && createPortal(<div className="campaign-print-sheet">{letter}</div>, document.body)}
      <Typography variant="caption" color="text.secondary">
        {target.mailingAddress ? `Mail it to: ${target.mailingAddress}` : 'The Washington office’s address is not listed.'}
      </Typography>

    </Stack>
  );
}

