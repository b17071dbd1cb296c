export { ContactStep } from './ContactStep.tsx'
export { EstimateStep } from './EstimateStep.tsx'
