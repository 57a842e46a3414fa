import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Chamber } from '../../__generated__/types';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toasts';
import { errorDetail, userMessage } from '../../errors/classify';
import { MESSAGES } from '../../errors/messages';
import { OrganizationPositionBadge } from '../key-vote/KeyVoteBits';
import { gqlCode } from '../legislator/shared';
import { useCampaignEditorQuery, useCampaignScriptPreviewQuery, type CampaignEditor_SettingsFragment } from './campaign.generated';
import { PanelSection } from '../../components/PanelSection';
import { Loading } from '../../components/Loading';
import { formatDateTime, fromLocalInput, toLocalInput } from './campaign-dates';
import { STATUS_LABEL } from './campaign-words';
import { useSaveCampaign } from './useSaveCampaign';

const PLACEHOLDERS = ['{member_name}', '{member_city}', '{member_zip}', '{legislator}', '{bill}', '{position}'];
const CHAMBER_LABEL: Record<Chamber, string> = { HOUSE: 'House: each member’s representative', SENATE: 'Senate: each member’s two senators' };

const DEFAULTS = {
  positionText: '',
  callScript: 'Hello, my name is {member_name} and I live in {member_city}, {member_zip}. I am calling to ask {legislator} to {position} {bill}. Thank you.',
  messageScript: 'Dear {legislator},\n\nAs your constituent in {member_city}, I urge you to {position} {bill}.\n\nSincerely,\n{member_name}\n{member_city}, {member_zip}',
};

/** The scripts as typed, for the preview, once typing pauses. */
function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}


/** Staff: open a campaign on a key vote, or edit it (/key-votes/:id/campaign, issue #56). Each save is a version. */
export default function CampaignEditorPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(useCampaignEditorQuery({ variables: { keyVoteId: id }, fetchPolicy: 'cache-and-network' }));
  const back = (
    <Button component={RouterLink} to={`/key-votes/${id}`} size="small">
      ← Back to the key vote
    </Button>
  );
  if (!data?.keyVote) {
    const content = loading ? (
      <Loading height={420} label="Loading the campaign" />
    ) : error && problemKind(gqlCode(error)) === 'failed' ? (
      <LoadProblem kind="failed" message={userMessage(error, 'Failed to load the campaign.')} onRetry={() => void refetch().catch(() => undefined)} back={{ to: `/key-votes/${id}`, label: 'Back to the key vote' }} />
    ) : (
      <LoadProblem kind="not-found" message={MESSAGES.KEY_VOTE_NOT_FOUND} back={{ to: '/key-votes', label: 'Back to key votes' }} />
    );
    return (
      <Page title="Campaign" actions={back} maxWidth={1000}>
        {content}
      </Page>
    );
  }
  const kv = data.keyVote;
  return (
    <Page
      title={data.campaignSettings ? `Campaign: ${kv.title}` : `Open a campaign: ${kv.title}`}
      subtitle={
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OrganizationPositionBadge position={kv.organizationPosition} />
          <span>{kv.billId}</span>
        </Stack>
      }
      actions={
        <>
          {back}
          {data.campaignSettings && (
            <Button component={RouterLink} to={`/key-votes/${id}/campaign/results`} size="small" variant="outlined">
              Results
            </Button>
          )}
        </>
      }
      maxWidth={1000}
    >
      <CampaignForm key={data.campaignSettings?.version ?? 0} keyVoteId={kv.id} settings={data.campaignSettings ?? null} />
    </Page>
  );
}

function CampaignForm({ keyVoteId, settings }: { keyVoteId: string; settings: CampaignEditor_SettingsFragment | null }) {
  const toast = useToast();
  const [save, { loading: saving }] = useSaveCampaign(keyVoteId);
  const [positionText, setPositionText] = useState(settings?.positionText ?? DEFAULTS.positionText);
  const [callScript, setCallScript] = useState(settings?.callScript ?? DEFAULTS.callScript);
  const [messageScript, setMessageScript] = useState(settings?.messageScript ?? DEFAULTS.messageScript);
  const [chambers, setChambers] = useState<Chamber[]>(settings?.chambers ?? ['HOUSE', 'SENATE']);
  const [opensAt, setOpensAt] = useState(toLocalInput(settings?.opensAt));
  const [closesAt, setClosesAt] = useState(toLocalInput(settings?.closesAt));
  const [failure, setFailure] = useState<{ field?: string; message: string } | null>(null);

  const scripts = useDebounced({ callScript, messageScript });
  const preview = useCampaignScriptPreviewQuery({ variables: { keyVoteId, input: scripts }, fetchPolicy: 'cache-and-network', skip: !scripts.callScript.trim() && !scripts.messageScript.trim() });
  const previewProblem = preview.error ? errorDetail(preview.error) : null;

  const toggle = (c: Chamber) => setChambers((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!positionText.trim()) return setFailure({ field: 'positionText', message: 'Say what the organization’s position is and why.' });
    if (!chambers.length) return setFailure({ field: 'chambers', message: 'Choose the House, the Senate or both.' });
    try {
      const result = await save({
        positionText,
        callScript,
        messageScript,
        chambers,
        opensAt: fromLocalInput(opensAt) ?? undefined,
        closesAt: closesAt ? fromLocalInput(closesAt) : null,
      });
      const saved = result.data?.saveCampaign;
      toast({ title: saved ? `Campaign saved (version ${saved.version})` : 'Campaign saved', status: 'success' });
    } catch (e) {
      const field = (e as { errors?: { extensions?: { details?: { field?: string } } }[] }).errors?.[0]?.extensions?.details?.field;
      setFailure({ field, message: errorDetail(e) });
    }
  };
  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);

  return (
    <Stack spacing={3} component="form" onSubmit={submit} noValidate aria-label="Campaign">
      {settings && (
        <Alert severity={settings.status === 'OPEN' ? 'success' : settings.status === 'CLOSED' ? 'info' : 'warning'} role="note">
          {STATUS_LABEL[settings.status]} · version {settings.version} · opens {formatDateTime(settings.opensAt)}
          {settings.closesAt ? ` · closes ${formatDateTime(settings.closesAt)}` : ' · no closing time'}.{' '}
          <Button component={RouterLink} to={`/key-votes/${keyVoteId}/take-action`} size="small">
            {settings.status === 'SCHEDULED' ? 'Preview as a member' : 'See it as a member'}
          </Button>
        </Alert>
      )}
      {failure && !failure.field && <Alert severity="error">{failure.message}</Alert>}
      <PanelSection title="Position" id="campaign-position">
        <TextField
          label="The organization’s position and why"
          value={positionText}
          onChange={(e) => setPositionText(e.target.value)}
          multiline
          minRows={3}
          required
          fullWidth
          error={Boolean(fieldError('positionText'))}
          helperText={fieldError('positionText') ?? 'Shown first to every member, in your words.'}
        />
      </PanelSection>
      <PanelSection title="Scripts" id="campaign-scripts">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Placeholders, filled for each member and legislator:
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }} component="ul" aria-label="Placeholders" style={{ padding: 0, margin: 0 }}>
          {PLACEHOLDERS.map((p) => (
            <Chip key={p} component="li" label={p} size="small" variant="outlined" />
          ))}
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Stack spacing={2}>
            <TextField label="Call script" value={callScript} onChange={(e) => setCallScript(e.target.value)} multiline minRows={5} fullWidth error={Boolean(fieldError('callScript'))} helperText={fieldError('callScript')} />
            <TextField label="Message script" value={messageScript} onChange={(e) => setMessageScript(e.target.value)} multiline minRows={7} fullWidth error={Boolean(fieldError('messageScript'))} helperText={fieldError('messageScript') ?? 'Also the letter.'} />
          </Stack>
          <Box component="section" aria-labelledby="campaign-preview-title" aria-live="polite" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
            <Typography id="campaign-preview-title" variant="subtitle2" component="h3">
              Preview
            </Typography>
            {previewProblem ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {previewProblem}
              </Alert>
            ) : preview.data?.campaignScriptPreview ? (
              <>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  For a sample member: {preview.data.campaignScriptPreview.sampleMember}
                </Typography>
                <Typography variant="overline" component="h4">
                  Call
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }} data-testid="preview-call">
                  {preview.data.campaignScriptPreview.callScript}
                </Typography>
                <Typography variant="overline" component="h4">
                  Message
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {preview.data.campaignScriptPreview.messageScript}
                </Typography>
              </>
            ) : (
              <Loading height={160} label="Loading the preview" />
            )}
          </Box>
        </Box>
      </PanelSection>
      <PanelSection title="Who and when" id="campaign-when">
        <Stack spacing={2}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              Chambers
            </Typography>
            <FormGroup>
              {(['HOUSE', 'SENATE'] as const).map((c) => (
                <FormControlLabel key={c} control={<Checkbox checked={chambers.includes(c)} onChange={() => toggle(c)} />} label={CHAMBER_LABEL[c]} />
              ))}
            </FormGroup>
            {fieldError('chambers') && <FormHelperText error>{fieldError('chambers')}</FormHelperText>}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Opens" type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} helperText="Empty: now." />
            <TextField
              label="Closes"
              type="datetime-local"
              value={closesAt}
              onChange={(e) => setClosesAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(fieldError('closesAt'))}
              helperText={fieldError('closesAt') ?? 'Empty: open until you close it.'}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            When it opens, members whose legislators it targets are notified (in the portal, and by email as each chose).
          </Typography>
        </Stack>
      </PanelSection>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : settings ? 'Save changes' : 'Open campaign'}
        </Button>
      </Stack>
      {settings && settings.versions.length > 0 && (
        <PanelSection title="Versions" id="campaign-versions">
          <Box component="ol" sx={{ m: 0, pl: 3 }} reversed>
            {settings.versions.map((v) => (
              <li key={v.version}>
                <Typography variant="body2">
                  Version {v.version}, saved {formatDateTime(v.savedAt)} by {v.savedBy}
                </Typography>
              </li>
            ))}
          </Box>
        </PanelSection>
      )}
    </Stack>
  );
}
