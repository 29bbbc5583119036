import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../../modules/auth/auth.module';
import { TrpcService } from './trpc.service';

@Module({
  imports: [CqrsModule, AuthModule],
  providers: [TrpcService],
  exports: [TrpcService],
})
export class TrpcModule {}
