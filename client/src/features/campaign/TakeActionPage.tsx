import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSlicedFirstData } from '../../apollo/useSlicedFirstData';
import { formatDate, useNow } from '../../components/dates';
import { LoadProblem, problemKind } from '../../components/LoadProblem';
import { Page } from '../../components/Page';
import { userMessage } from '../../errors/classify';
import { OrganizationPositionBadge } from '../key-vote/KeyVoteBits';
import { gqlCode } from '../legislator/shared';
import { lazy } from '../../app/lazy-page';
import { LazyPart } from '../../components/LazyPart';

import { PanelSection } from '../../components/PanelSection';
import { useMyAddressQuery } from '../representative/representative.generated';
import { useTakeActionPageQuery, type TakeAction_CampaignFragment } from './campaign.generated';
import { Loading } from '../../components/Loading';
import { formatDateTime } from './campaign-dates';
import { progressSentence } from './campaign-words';
import { ProgressBar } from './ProgressBar';
import { TargetCard } from './TargetCard';

// The address and district steps, in a chunk of their own: only a member the server says needs them loads it.
const AddressStep = lazy(() => import('../representative/AddressSteps').then((m) => ({ default: m.AddressStep })));
const DistrictStep = lazy(() => import('../representative/AddressSteps').then((m) => ({ default: m.DistrictStep })));
const stepFallback = <Loading height={260} label="Loading the address form" />;

/** Why there is nothing to take part in, as the server said (details.status of its 404). */
function closedReason(error: unknown): string | undefined {
  const details = (error as { errors?: { extensions?: { details?: { status?: string } } }[] } | undefined)?.errors?.[0]?.extensions?.details;
  return details?.status;
}

/**
 * Take action on a key vote (/key-votes/:id/take-action, issue #56): the organization's position,
 * the member's own legislators for the campaign's chamber(s) — computed on the server from their
 * saved address — and for each one a call (tel: links, the filled script), a message for the
 * office's own contact form, or a printed letter, then how it went. A member without an address
 * gives it here first (and picks their district when their ZIP code is split), then carries on.
 */
export default function TakeActionPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useSlicedFirstData(useTakeActionPageQuery({ variables: { keyVoteId: id }, fetchPolicy: 'cache-and-network' }));
  const campaign = data?.actionCampaign;
  const back = (
    <Button component={RouterLink} to={`/key-votes/${id}`} size="small">
      ← Back to the key vote
    </Button>
  );

  if (!campaign) {
    let content: ReactNode;
    if (loading) content = <Loading height={360} label="Loading the campaign" />;
    else if (error && problemKind(gqlCode(error)) === 'failed')
      content = (
        <LoadProblem
          kind="failed"
          message={userMessage(error, 'Failed to load the campaign. Please try again.')}
          onRetry={() => void refetch().catch(() => undefined)}
          back={{ to: `/key-votes/${id}`, label: 'Back to the key vote' }}
        />
      );
    else {
      const reason = closedReason(error);
      content = (
        <LoadProblem
          kind="not-found"
          title={reason === 'closed' ? 'This campaign has closed' : 'No campaign is open'}
          message={
            reason === 'closed'
              ? 'It takes no more calls or messages. The key vote shows how your members of Congress voted once the vote is in.'
              : gqlCode(error) === 'NOT_FOUND' && /Key vote/.test(error?.message ?? '')
                ? 'Key vote not found'
                : 'There is no open campaign on this key vote right now.'
          }
          back={{ to: `/key-votes/${id}`, label: 'Back to the key vote' }}
        />
      );
    }
    return (
      <Page title="Take action" actions={back} maxWidth={900}>
        {content}
      </Page>
    );
  }

  return (
    <Page
      title={`Take action: ${campaign.keyVoteTitle}`}
      subtitle={
        <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OrganizationPositionBadge position={campaign.organizationPosition} />
          <span>{campaign.bill}</span>
          {campaign.closesAt && <span>· open until {formatDateTime(campaign.closesAt)}</span>}
        </Stack>
      }
      actions={back}
      maxWidth={900}
    >
      <Flow campaign={campaign} onAddressChanged={() => void refetch().catch(() => undefined)} />
    </Page>
  );
}

function Flow({ campaign, onAddressChanged }: { campaign: TakeAction_CampaignFragment; onAddressChanged(): void }) {
  const address = useMyAddressQuery({ fetchPolicy: 'cache-first' });
  const now = useNow();
  const today = formatDate(now, 'long');
  const p = campaign.progress;
  return (
    <Stack spacing={3}>
      {campaign.preview && (
        <Alert severity="warning" role="note">
          <AlertTitle>Preview</AlertTitle>
          This campaign opens {formatDateTime(campaign.opensAt)}. Members cannot see it yet, and nothing you record is counted.
        </Alert>
      )}
      {!campaign.preview && !campaign.actionsCounted && (
        <Alert severity="info" role="note">
          You are signed in with a staff account: what you record here is kept for you, but not counted in the campaign&apos;s results.
        </Alert>
      )}
      <PanelSection title="Our position" id="take-action-position">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{campaign.positionText}</Typography>
      </PanelSection>

      {campaign.needsAddress ? (
        <LazyPart fallback={stepFallback}>
          <AddressStep idPrefix="take-action" onSaved={onAddressChanged} />
        </LazyPart>
      ) : campaign.needsDistrictChoice ? (
        <LazyPart fallback={stepFallback}>
          <DistrictStep idPrefix="take-action" onChosen={onAddressChanged} />
        </LazyPart>
      ) : null}

      {!campaign.needsAddress && (
        <PanelSection title="Your members of Congress" id="take-action-targets">
          <Stack spacing={2}>
            {p.total > 0 && (
              <Box aria-live="polite">
                <Typography sx={{ fontWeight: 600 }}>{progressSentence(p)}</Typography>
                <ProgressBar value={p.contacted} max={p.total} label={progressSentence(p)} />
              </Box>
            )}
            {campaign.vacancies.map((v) => (
              <Alert key={`${v.chamber}-${v.state}-${v.district ?? ''}`} severity="info">
                {v.message}
              </Alert>
            ))}
            {campaign.notice && <Alert severity="info">{campaign.notice}</Alert>}
            {campaign.targets.length > 0 ? (
              <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Your members of Congress to contact">
                {campaign.targets.map((t) => (
                  <TargetCard key={t.id} campaign={campaign} target={t} address={address.data?.myAddress} today={today} />
                ))}
              </Stack>
            ) : (
              !campaign.needsDistrictChoice && <Typography color="text.secondary">There is no one for you to contact for this campaign at your address.</Typography>
            )}
          </Stack>
        </PanelSection>
      )}

      {p.complete && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to={`/key-votes/${campaign.keyVoteId}`} color="inherit" size="small">
              Back to the key vote
            </Button>
          }
        >
          <AlertTitle>Thank you for taking action</AlertTitle>
          {progressSentence(p)}. Once the vote is in, the key vote shows how each of them voted.
        </Alert>
      )}
    </Stack>
  );
}

