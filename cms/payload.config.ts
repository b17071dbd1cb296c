import { completeConfig, productConfig } from './src/productConfig.ts'

export default completeConfig(productConfig)
