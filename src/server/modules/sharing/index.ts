/** The sharing module's public face: partners, invitations and cheers (docs/decisions/130-partners-follow-read-only.md). */
export { sharingRepository } from './sharing.repository.ts';
export {
  invitationLinkLimit,
  invitationPreviewRoutes,
  JOIN_PREFIX,
  sharingRoutes,
} from './sharing.routes.ts';
export { partnerLoopRepository, type PartnerLoopRepository } from './partner-loop.repository.ts';
